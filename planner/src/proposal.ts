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
  /** Relative gap HiGHS reported (the largest over the days when solved day by day). */
  gap: number | null;
  seconds: number;
  /** 'whole': one model for the convention; 'by-day': each day solved with the others fixed; 'greedy': the constructive plan only. */
  method: 'whole' | 'by-day' | 'greedy';
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
