import type {
  MyTables,
  PublishPlanRequest,
  RunPlanRequest,
  SaveTablesRequest,
  TablePlan,
} from '../contract';
import { apiSlice } from '../api-slice';

const planTag = (conventionId: number) => ({ type: 'TablePlan', id: conventionId }) as const;
const MY_TABLES = { type: 'TablePlan', id: 'MINE' } as const;

/**
 * Every write answers with the whole board, stored in the cache at once; a stale write (409)
 * refetches the board, so the organiser sees the other's change.
 */
export const plannerApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getTablePlan: build.query<TablePlan, number>({
      query: (conventionId) => `/Planner/${conventionId}`,
      providesTags: (_result, _error, conventionId) => [planTag(conventionId)],
    }),
    runTablePlan: build.mutation<TablePlan, RunPlanRequest & { conventionId: number }>({
      query: ({ conventionId, ...body }) => ({
        url: `/Planner/${conventionId}/run`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { conventionId }) => (error ? [planTag(conventionId)] : []),
      async onQueryStarted({ conventionId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(plannerApi.util.upsertQueryData('getTablePlan', conventionId, data));
      },
    }),
    saveTablePlan: build.mutation<TablePlan, SaveTablesRequest & { conventionId: number }>({
      query: ({ conventionId, ...body }) => ({
        url: `/Planner/${conventionId}/tables`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error, { conventionId }) => (error ? [planTag(conventionId)] : []),
      async onQueryStarted({ conventionId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(plannerApi.util.upsertQueryData('getTablePlan', conventionId, data));
      },
    }),
    publishTablePlan: build.mutation<TablePlan, PublishPlanRequest & { conventionId: number }>({
      query: ({ conventionId, ...body }) => ({
        url: `/Planner/${conventionId}/publish`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { conventionId }) =>
        error ? [planTag(conventionId)] : [MY_TABLES, 'Inbox'],
      async onQueryStarted({ conventionId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(plannerApi.util.upsertQueryData('getTablePlan', conventionId, data));
      },
    }),
    /** The caller's published tables at the active convention. */
    getMyTables: build.query<MyTables, void>({
      query: () => '/Planner/my',
      providesTags: [MY_TABLES],
    }),
  }),
});

export const {
  useGetTablePlanQuery,
  useRunTablePlanMutation,
  useSaveTablePlanMutation,
  usePublishTablePlanMutation,
  useGetMyTablesQuery,
} = plannerApi;
