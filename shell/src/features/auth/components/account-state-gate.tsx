import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectCurrentUser, selectSessionStatus, useAppSelector } from 'shared-api';
import { PageSpinner } from 'shared-ui';
import { useLocalizedPath } from '../../../language/use-localized-path';
import { accountHome, type AccountStatePath } from '../account-home';

interface AccountStateGateProps {
  /** The page's own path: only a member whose account is in that state sees it. */
  path: AccountStatePath;
  children: ReactNode;
}

/**
 * Shows an account-state page only to the member in that state; anyone else goes where they
 * belong. The session may change while the page is open (a refresh after an approval or a
 * reactivation): the member then moves on by themselves.
 */
export const AccountStateGate = ({ path, children }: AccountStateGateProps) => {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const localized = useLocalizedPath();
  if (status === 'loading') return <PageSpinner />;
  const home = accountHome(user);
  if (home !== path) return <Navigate to={localized(home)} replace />;
  return children;
};
