// The table planner's solver alone (no server): a convention weekend drawn like a real one.
import { hardRuleViolations, planConvention } from '../../planner/src/index';
import { generateConvention } from '../../planner/src/generate';
import { check, ms, type Check } from './checks';

/** 60 attendees, 4 days of a day and an evening session (8 sessions), 30 titles, ~50 brought copies. */
export const PLANNER_SHAPE = {
  attendees: 60,
  days: 4,
  titles: 30,
  broughtCopies: 50,
  clubCopies: 4,
  maxTables: 12,
  timeLimitSeconds: 4,
} as const;
export const PLANNER_SEEDS = [2027, 2028, 2029] as const;
const BUDGET_MS = 5000;

export interface PlannerRun {
  seed: number;
  wallMs: number;
  attendances: number;
  unseated: number;
  violations: string[];
  metrics: Record<string, number>;
  solver: Record<string, unknown>;
  /** The constructive plan alone, for comparison: its time and weighted value. */
  greedy: { wallMs: number; objective: number; unseated: number };
}

export const benchPlanner = async (): Promise<{ checks: Check[]; runs: PlannerRun[] }> => {
  const runs: PlannerRun[] = [];
  for (const seed of PLANNER_SEEDS) {
    const input = generateConvention(seed, PLANNER_SHAPE);
    // The first run also loads HiGHS (wasm): counted, as a worker's first plan would be.
    const startedAt = performance.now();
    const proposal = await planConvention(input);
    const wallMs = performance.now() - startedAt;
    const greedyStartedAt = performance.now();
    const greedy = await planConvention(input, { greedyOnly: true });
    const greedyMs = performance.now() - greedyStartedAt;
    runs.push({
      seed,
      wallMs,
      attendances: input.attendees.reduce((sum, a) => sum + a.sessionIds.length, 0),
      unseated: proposal.unseated.length,
      violations: hardRuleViolations(input, proposal),
      metrics: { ...proposal.metrics },
      solver: { ...proposal.solver },
      greedy: {
        wallMs: greedyMs,
        objective: greedy.solver.objective,
        unseated: greedy.unseated.length,
      },
    });
  }
  const checks = runs.map((run) =>
    check(
      `planner 60 attendees x 8 sessions x 30 titles (seed ${run.seed})`,
      `${ms(run.wallMs)}, ${run.unseated} unseated of ${run.attendances}, ${run.violations.length} rule breaks, ${String(run.solver.method)} ${String(run.solver.status)}`,
      '≤ 5000 ms, everyone seated, 0 rule breaks',
      run.wallMs <= BUDGET_MS && run.unseated === 0 && run.violations.length === 0,
    ),
  );
  return { checks, runs };
};
