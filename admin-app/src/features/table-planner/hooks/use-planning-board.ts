import { useState } from 'react';
import { type PlanBan, type PlanTable, type TablePlan } from 'shared-api';
import {
  useBanTablePlanMutation,
  useLiftTablePlanBanMutation,
  useRestoreTablePlanMutation,
  useUndoTablePlanMutation,
  useGetTablePlanQuery,
  usePublishTablePlanMutation,
  useRunTablePlanMutation,
  useSaveTablePlanMutation,
} from 'shared-api/admin';
import {
  failureText,
  unwrapped,
  useAction,
  useConfirmedAction,
  type ActionWork,
} from 'shared-ui/actions';
import { UNSEATED } from '../components/seat-row';

/** Tables of three by default: two players make a duel, not an 18xx table. */
const DEFAULT_MIN_TABLE_SIZE = 3;

/**
 * How often an open board asks for the plan while its page is visible (and again when the window
 * gets the focus back): what another organiser saved shows within this time, not only at the next
 * change, which their save would refuse.
 */
export const BOARD_POLL_INTERVAL_MS = 15_000;

/** A seed other than 0, so that "Try another plan" never asks for the usual one. */
export const anotherSeed = () =>
  1 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 2_147_483_646);

/** The tables a move changes: the player leaves one table and (unless unseated) joins another. */
const moveChanges = (plan: TablePlan, attendeeId: string, from: PlanTable | null, to: string) =>
  plan.tables
    .filter((t) => t.id === from?.id || t.id === to)
    .map((t) => ({
      id: t.id,
      pinned: t.pinned,
      playerIds:
        t.id === to ? [...t.playerIds, attendeeId] : t.playerIds.filter((id) => id !== attendeeId),
    }));

export const PLAN_LOAD_FAILED = 'Failed to load the table plan.';

/** A convention's plan, asked for again while the board is open; `failure` says why there is none. */
export const useBoardPlan = (conventionId: number) => {
  const { data, isLoading, error } = useGetTablePlanQuery(conventionId, {
    pollingInterval: BOARD_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const failure: string | null = error ? failureText(error, PLAN_LOAD_FAILED) : null;
  return { plan: data, isLoading, failure };
};

/** Everything an organiser does on the board, each saved against the plan's version. */
export const useBoardActions = (conventionId: number, plan: TablePlan) => {
  const [run, { isLoading: running }] = useRunTablePlanMutation();
  const [save, { isLoading: saving }] = useSaveTablePlanMutation();
  const [publish, { isLoading: publishing }] = usePublishTablePlanMutation();
  const [ban, { isLoading: banning }] = useBanTablePlanMutation();
  const [lift, { isLoading: lifting }] = useLiftTablePlanBanMutation();
  const [restore, { isLoading: restoring }] = useRestoreTablePlanMutation();
  const [undo, { isLoading: undoing }] = useUndoTablePlanMutation();
  const [minTableSize, setMinTableSize] = useState(DEFAULT_MIN_TABLE_SIZE);
  const busy = running || saving || publishing || banning || lifting || restoring || undoing;
  const { version } = plan;

  // Each change names its own success, so one action serves them all.
  const { run: act } = useAction(
    async (work: ActionWork<unknown>, success: string) => {
      await unwrapped(work);
      return success;
    },
    { success: (text) => text },
  );
  const change = (work: ActionWork<unknown>, success: string) => void act(work, success);
  const publishTables = useConfirmedAction(() => publish({ conventionId, version }), {
    success: 'The tables are published.',
    closeFirst: true,
  });

  // Only a copy's owner can be missing: whoever left or waits is off the tables already.
  const attendeeOf = (id: string) => plan.attendees.find((a) => a.id === id);
  const nameOf = (id: string) => attendeeOf(id)?.name ?? 'no longer registered';

  const move = (attendeeId: string, from: PlanTable | null, to: string) =>
    change(
      save({
        conventionId,
        version,
        tables: moveChanges(plan, attendeeId, from, to === UNSEATED ? '' : to),
      }),
      `${nameOf(attendeeId)} moved.`,
    );

  return {
    busy,
    running,
    minTableSize,
    setMinTableSize,
    attendeeOf,
    nameOf,
    publish: publishTables,
    move,
    dropMove: (attendeeId: string, fromTableId: string | null, toTableId: string | null) =>
      move(
        attendeeId,
        plan.tables.find((t) => t.id === fromTableId) ?? null,
        toTableId ?? UNSEATED,
      ),
    pin: (table: PlanTable) =>
      change(
        save({
          conventionId,
          version,
          tables: [{ id: table.id, playerIds: table.playerIds, pinned: !table.pinned }],
        }),
        table.pinned ? 'Table unpinned.' : 'Table pinned.',
      ),
    pinSeat: (table: PlanTable, attendeeId: string) => {
      const pinned = table.pinnedPlayerIds.includes(attendeeId);
      change(
        save({
          conventionId,
          version,
          tables: [
            {
              id: table.id,
              playerIds: table.playerIds,
              pinned: table.pinned,
              pinnedPlayerIds: pinned
                ? table.pinnedPlayerIds.filter((id) => id !== attendeeId)
                : [...table.pinnedPlayerIds, attendeeId],
            },
          ],
        }),
        `${nameOf(attendeeId)}'s seat ${pinned ? 'unpinned' : 'pinned'}.`,
      );
    },
    banSeat: (table: PlanTable, attendeeId: string) =>
      change(
        ban({ conventionId, version, tableId: table.id, playerId: attendeeId }),
        `${nameOf(attendeeId)} will not be seated at ${table.gameTitle} in this session again.`,
      ),
    banTable: (table: PlanTable) =>
      change(
        ban({ conventionId, version, tableId: table.id }),
        `${table.gameTitle} will not be proposed in this session again.`,
      ),
    liftBan: (planBan: PlanBan) =>
      change(lift({ conventionId, version, banId: planBan.id }), 'Ban lifted.'),
    restoreVersion: (restoreVersion: number) =>
      change(
        restore({ conventionId, version, restoreVersion }),
        `Version ${restoreVersion} is the draft again.`,
      ),
    undoLast: () => change(undo({ conventionId, version }), 'The last change is undone.'),
    /** Seed 0 gives the same plan for the same registrations; another asks for another plan. */
    runPlanner: (seed: number) =>
      change(run({ conventionId, version, minTableSize, seed }), 'The tables are planned.'),
  };
};

export type BoardActions = ReturnType<typeof useBoardActions>;
