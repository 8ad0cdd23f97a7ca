// The planner's output.
import type { Metrics } from './score';

export interface ProposedTable {
  sessionIds: string[];
  gameId: string;
  /** The attendee whose copy is played, or null for a club copy. */
  copyOwnerId: string | null;
  playerIds: string[];
  /** A teacher at a table with a New player, or null. */
  teacherId: string | null;
}

export interface SolverReport {
  /** 'optimal': proven best for the weights; 'feasible': a valid plan, not proven best. */
  status: 'optimal' | 'feasible';
  /** HiGHS's relative gap between the plan and its bound on the best (0 when proven best). */
  gap: number | null;
  seconds: number;
  /** 'whole': one model for the convention, from the plan in hand; 'greedy': the constructive plan only (improved by small changes). */
  method: 'whole' | 'greedy';
  /** Weighted value of the plan (see the README's weights). */
  objective: number;
  note: string;
}

export interface Proposal {
  tables: ProposedTable[];
  unseated: { sessionId: string; attendeeId: string }[];
  metrics: Metrics;
  solver: SolverReport;
}
