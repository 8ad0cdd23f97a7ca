import { useNavigate } from 'react-router-dom';
import { loggedOut, useAppDispatch } from 'shared-api';

/**
 * Logout clears the session and returns to the home page (SPEC section 2). It leaves the page first,
 * committed synchronously (the router otherwise renders in a transition): clearing the session while a
 * guarded page is still mounted would let its guard redirect to /login.
 */
export const useLogout = (): (() => Promise<void>) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return async () => {
    await navigate('/', { flushSync: true });
    dispatch(loggedOut());
  };
};
