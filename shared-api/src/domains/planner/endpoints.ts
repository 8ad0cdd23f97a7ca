import type { MyTables } from '../../contract';
import { apiSlice } from '../../api-slice';

/** The tag the organisers' publishing of the plan (in 'shared-api/admin') invalidates. */
const MY_TABLES = { type: 'TablePlan', id: 'MINE' } as const;

/** The member's own tables; the organisers' board is in 'shared-api/admin'. */
export const plannerApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's published tables at the active convention. */
    getMyTables: build.query<MyTables, void>({
      query: () => '/Planner/my',
      providesTags: [MY_TABLES],
    }),
  }),
});

export const { useGetMyTablesQuery } = plannerApi;
