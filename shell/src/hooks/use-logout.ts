import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { logOut, useAppDispatch } from 'shared-api';
import { useLocalizedPath } from '../language/use-localized-path';

/**
 * Logout clears the session and returns to the home page (in the address's language), and asks the server to revoke the token
 * (logOut). It leaves the page first, committed at once: clearing the session while a guarded page
 * is still mounted would let its guard redirect to /login. The router renders navigations without
 * transitions for this (bootstrap.tsx).
 */
export const useLogout = (): (() => void) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return () => {
    flushSync(() => navigate(localized('/')));
    dispatch(logOut());
  };
};
