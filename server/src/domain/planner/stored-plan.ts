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
}

export interface StoredPlan {
  tables: StoredTable[];
  solver: TablePlan['solver'];
}

export const EMPTY_PLAN: StoredPlan = { tables: [], solver: null };

/** The jsonb column as saved by this module; anything else reads as an empty plan. */
export const readStoredPlan = (value: unknown): StoredPlan => {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as StoredPlan).tables))
    return EMPTY_PLAN;
  return value as StoredPlan;
};
