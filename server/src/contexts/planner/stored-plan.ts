import type { TablePlan } from 'shared-api/contract';

/** A table as saved: who sits where; warnings, names and titles are worked out when read. */
export interface StoredTable {
  id: string;
  sessionIds: number[];
  gameId: string;
  copyOwnerId: string | null;
  teacherId: string | null;
  playerIds: string[];
  pinned: boolean;
  /** Players who keep this seat on a re-run; always among playerIds. */
  pinnedPlayerIds: string[];
}

/** A game banned in some sessions, or (with an attendee) one player banned from it there. */
export interface StoredBan {
  id: string;
  sessionIds: number[];
  gameId: string;
  attendeeId: string | null;
}

export interface StoredPlan {
  tables: StoredTable[];
  bans: StoredBan[];
  solver: TablePlan['solver'];
}

export const EMPTY_PLAN: StoredPlan = { tables: [], bans: [], solver: null };

/**
 * The jsonb column as saved by this module; anything else reads as an empty plan. Plans saved
 * before seats could be pinned and tables banned read with none.
 */
export const readStoredPlan = (value: unknown): StoredPlan => {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as StoredPlan).tables))
    return EMPTY_PLAN;
  const plan = value as Partial<StoredPlan> & Pick<StoredPlan, 'tables'>;
  return {
    tables: plan.tables.map((table) => ({
      ...table,
      pinnedPlayerIds: table.pinnedPlayerIds ?? [],
    })),
    bans: plan.bans ?? [],
    solver: plan.solver ?? null,
  };
};

/** Whether two lists of sessions share one. */
export const overlap = (a: readonly number[], b: readonly number[]) => a.some((s) => b.includes(s));
