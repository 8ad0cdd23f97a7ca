import { useEffect, useMemo } from 'react';
import { getErrorMessage } from 'shared-api';
import { useGetGroupsQuery, useGetUsersQuery } from 'shared-api/admin';
import { useUrlParam } from '../../../components/search-box';
import { filterByStatus } from '../user-filters';
import { useToast } from 'shared-ui';
import { registeredEmails } from '../registered-emails';
import { groupUsers } from '../user-groups';
import { useActiveRegistrations } from './use-active-registrations';

const LOAD_FAILED = 'Failed to load user data.';

/**
 * Users (those the ?search= finds, in the ?status= state), groups and the active convention's
 * registrations. A failing registrations call alone is
 * taken as "no registrations"; the other two failing is a load error.
 */
export const useUserManagementData = () => {
  const { showToast } = useToast();
  const [search] = useUrlParam('search');
  const [status] = useUrlParam('status');
  const users = useGetUsersQuery(search ? { search } : undefined);
  const groups = useGetGroupsQuery();
  const registrations = useActiveRegistrations();

  const error = users.error ?? groups.error;
  const errorMessage = error ? getErrorMessage(error, LOAD_FAILED) : null;

  useEffect(() => {
    if (errorMessage === null) return;
    showToast({ header: 'Data Load Error', body: errorMessage, variant: 'danger' });
  }, [errorMessage, showToast]);

  const grouped = useMemo(
    () => groupUsers(filterByStatus(users.data ?? [], status)),
    [users.data, status],
  );
  const emails = useMemo(() => registeredEmails(registrations), [registrations]);

  return {
    isLoading: users.isLoading || groups.isLoading,
    errorMessage,
    grouped,
    groups: groups.data ?? [],
    registeredEmails: emails,
  };
};
