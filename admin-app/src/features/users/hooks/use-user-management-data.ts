import { useMemo } from 'react';
import { useGetGroupsQuery, useGetUsersQuery } from 'shared-api/admin';
import { useUrlParam } from '../../../components/search-box';
import { filterByStatus } from '../user-filters';
import { useFailureToast } from 'shared-ui/actions';
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
  const [search] = useUrlParam('search');
  const [status] = useUrlParam('status');
  const users = useGetUsersQuery(search ? { search } : undefined);
  const groups = useGetGroupsQuery();
  const registrations = useActiveRegistrations();

  // The spec titles this page's load failure 'Data Load Error'.
  const errorMessage = useFailureToast(users.error ?? groups.error, LOAD_FAILED, 'Data Load Error');

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
