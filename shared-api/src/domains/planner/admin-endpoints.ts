import type {
  BanRequest,
  IgnoreWishRequest,
  LiftBanRequest,
  PlanMove,
  PlanVersion,
  PublishPlanRequest,
  RestorePlanRequest,
  RunPlanRequest,
  SaveTablesRequest,
  TablePlan,
  UndoPlanRequest,
} from '../../contract';
// Through the package, so that the admin remote's copy of this module injects into the shared slice.
import { apiSlice } from 'shared-api';

type BoardWrite = { conventionId: number };

const planTag = (conventionId: number) => ({ type: 'TablePlan', id: conventionId }) as const;
/** The tag of the member's own tables, which the main entry's getMyTables provides. */
const MY_TABLES = { type: 'TablePlan', id: 'MINE' } as const;

/** The organisers' planning board of a convention. */
export const tablePlanApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getTablePlan: build.query<TablePlan, number>({
      query: (conventionId) => `/Planner/${conventionId}`,
      providesTags: (_result, _error, conventionId) => [planTag(conventionId)],
    }),
  }),
});

export const { useGetTablePlanQuery } = tablePlanApi;

/** A failed write refetches the board: a 409 shows the other organiser's version. */
const boardOnError = (_result: unknown, error: unknown, { conventionId }: BoardWrite) =>
  error ? [planTag(conventionId)] : [];

/** A write answers with the whole board: it replaces the cached one at once. */
const storeAnsweredBoard = async (
  { conventionId }: BoardWrite,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: ReturnType<typeof tablePlanApi.util.upsertQueryData>) => unknown;
    queryFulfilled: Promise<{ data: TablePlan }>;
  },
) => {
  const { data } = await queryFulfilled.catch(() => ({ data: null }));
  if (data) dispatch(tablePlanApi.util.upsertQueryData('getTablePlan', conventionId, data));
};

/**
 * The planning board's writes, bans and kept versions: only the organisers' page calls them.
 * Every write answers with the whole board, stored in the cache at once; a stale write (409)
 * refetches the board, so the organiser sees the other's change.
 */
export const plannerBoardApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    runTablePlan: build.mutation<TablePlan, RunPlanRequest & BoardWrite>({
      query: ({ conventionId, ...body }) => ({
        url: `/Planner/${conventionId}/run`,
        method: 'POST',
        body,
      }),
      invalidatesTags: boardOnError,
      onQueryStarted: storeAnsweredBoard,
    }),
    saveTablePlan: build.mutation<TablePlan, SaveTablesRequest & BoardWrite>({
      query: ({ conventionId, ...body }) => ({
        url: `/Planner/${conventionId}/tables`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: boardOnError,
      onQueryStarted: storeAnsweredBoard,
    }),
    publishTablePlan: build.mutation<TablePlan, PublishPlanRequest & BoardWrite>({
      query: ({ conventionId, ...body }) => ({
        url: `/Planner/${conventionId}/publish`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { conventionId }) =>
        error ? [planTag(conventionId)] : [MY_TABLES, 'Inbox'],
      onQueryStarted: storeAnsweredBoard,
    }),
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
    ignoreUnmatchedWish: build.mutation<TablePlan, IgnoreWishRequest & { conventionId: number }>({
      query: ({ conventionId, ...body }) => ({
        url: `/Planner/${conventionId}/unmatched/ignore`,
        method: 'POST',
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
    undoTablePlan: build.mutation<TablePlan, UndoPlanRequest & { conventionId: number }>({
      query: ({ conventionId, ...body }) => ({
        url: `/Planner/${conventionId}/undo`,
        method: 'POST',
        body,
      }),
      invalidatesTags: boardOnError,
      onQueryStarted: storeAnsweredBoard,
    }),
    /** Kept versions never change: two of them always name the same moves. */
    getTablePlanMoves: build.query<PlanMove[], { conventionId: number; from: number; to: number }>({
      query: ({ conventionId, from, to }) => ({
        url: `/Planner/${conventionId}/moves`,
        params: { from, to },
      }),
    }),
  }),
});

export const {
  useRunTablePlanMutation,
  useSaveTablePlanMutation,
  usePublishTablePlanMutation,
  useBanTablePlanMutation,
  useIgnoreUnmatchedWishMutation,
  useLiftTablePlanBanMutation,
  useGetTablePlanHistoryQuery,
  useRestoreTablePlanMutation,
  useUndoTablePlanMutation,
  useGetTablePlanMovesQuery,
} = plannerBoardApi;
