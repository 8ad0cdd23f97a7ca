import { isPastConvention } from 'shared-api';
import { useGetConventionsQuery } from 'shared-api/admin';
import { useUrlParam } from '../search-box';

/**
 * The convention an admin page shows: the one in the address (?conventionId=, as the dashboard
 * reads it), else the active one (the latest when none is active). A past one is only read.
 */
export const useChosenConvention = () => {
  const { data, isLoading, error } = useGetConventionsQuery();
  const [chosen, setChosen] = useUrlParam('conventionId');
  const conventions = data ?? [];
  const fallback = conventions.find((c) => c.isActive) ?? conventions[0];
  const convention =
    conventions.find((c) => String(c.id) === chosen) ??
    conventions.find((c) => c.id === fallback?.id) ??
    null;
  const choose = (conventionId: number) => setChosen(String(conventionId));
  const isPast = convention !== null && isPastConvention(convention);
  return { conventions, convention, choose, isPast, isLoading, error };
};
