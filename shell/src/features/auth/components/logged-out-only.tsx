import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectCurrentUser, selectSessionStatus, useAppSelector } from 'shared-api';
import { PageSpinner } from 'shared-ui';
import { readLoginState } from '../login-location-state';

/**
 * Login, sign-up and password reset are for visitors only. Signing in on one of them lands here
 * too: the user goes on to the page a guard turned away, or to the dashboard.
 */
export const LoggedOutOnly = () => {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();

  if (status === 'loading') return <PageSpinner />;
  if (user) return <Navigate to={readLoginState(location.state).from ?? '/dashboard'} replace />;
  return <Outlet />;
};
