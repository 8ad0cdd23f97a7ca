import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import {
  hasRole,
  selectCurrentUser,
  selectSessionStatus,
  useAppSelector,
  type Role,
} from 'shared-api';
import { PageSpinner } from 'shared-ui';
import { useLocalizedPath } from '../../../language/use-localized-path';
import type { LoginLocationState } from '../login-location-state';

interface RequireRoleProps {
  /** The user needs at least one of these roles. */
  anyOf: readonly Role[];
  /** Defaults to the nested routes. */
  children?: ReactNode;
}

/** The route guard: its checks run in a fixed order, the first that fails decides. */
export const RequireRole = ({ anyOf, children }: RequireRoleProps) => {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const { pathname, search, hash } = useLocation();
  const localized = useLocalizedPath();

  if (status === 'loading') return <PageSpinner />;
  if (!user) {
    const state: LoginLocationState = { from: { pathname, search, hash } };
    return <Navigate to={localized('/login')} replace state={state} />;
  }
  if (hasRole(user.roles, 'SUSPENDED'))
    return <Navigate to={localized('/account-suspended')} replace />;
  const approved = hasRole(user.roles, 'USER') || hasRole(user.roles, 'ADMIN');
  if (hasRole(user.roles, 'REGISTERED') && !approved) {
    return <Navigate to={localized('/awaiting-approval')} replace />;
  }
  if (!anyOf.some((role) => hasRole(user.roles, role))) {
    return <Navigate to={localized('/unauthorized')} replace />;
  }
  return children ?? <Outlet />;
};
