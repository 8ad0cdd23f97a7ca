import type {
  BanRequest,
  LiftBanRequest,
  PlanVersion,
  RestorePlanRequest,
  TablePlan,
} from '../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice, plannerApi } from 'shared-api';

type BoardWrite = { conventionId: number };

/** A failed write refetches the board: a 409 shows the other organiser's version. */
const boardOnError = (_result: unknown, error: unknown, { conventionId }: BoardWrite) =>
  error ? [{ type: 'TablePlan' as const, id: conventionId }] : [];

/** A write answers with the whole board: it replaces the cached one at once. */
const storeAnsweredBoard = async (
  { conventionId }: BoardWrite,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof plannerApi.util.upsertQueryData>) => unknown;
    queryFulfilled: Promise<{ data: TablePlan }>;
  },
) => {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data) dispatch(plannerApi.util.upsertQueryData('getTablePlan', conventionId, data));
};

/** The planning board's bans and kept versions: only the organisers' page calls them. */
export const plannerBoardApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    banTablePlan: build.mutation<TablePlan, BanRequest & { conventionId: number }>({
      query: ({ conventionId, ...body }) => ({
        url: `/Planner/${conventionId}/bans`,
        method: 'POST',
        body,
      }),
      invalidatesTags: boardOnError,
      onQueryStarted: storeAnsweredBoard,
    }),
    liftTablePlanBan: build.mutation<
      TablePlan,
      LiftBanRequest & { conventionId: number; banId: string }
    >({
      query: ({ conventionId, banId, ...body }) => ({
        url: `/Planner/${conventionId}/bans/${encodeURIComponent(banId)}`,
        method: 'DELETE',
        body,
      }),
      invalidatesTags: boardOnError,
      onQueryStarted: storeAnsweredBoard,
    }),
    /** Keyed by the board's version too: every saved change shows a new history. */
    getTablePlanHistory: build.query<PlanVersion[], { conventionId: number; version: number }>({
      query: ({ conventionId }) => `/Planner/${conventionId}/history`,
    }),
    restoreTablePlan: build.mutation<TablePlan, RestorePlanRequest & { conventionId: number }>({
      query: ({ conventionId, ...body }) => ({
        url: `/Planner/${conventionId}/restore`,
        method: 'POST',
        body,
      }),
      invalidatesTags: boardOnError,
      onQueryStarted: storeAnsweredBoard,
    }),
  }),
});

export const {
  useBanTablePlanMutation,
  useLiftTablePlanBanMutation,
  useGetTablePlanHistoryQuery,
  useRestoreTablePlanMutation,
} = plannerBoardApi;
