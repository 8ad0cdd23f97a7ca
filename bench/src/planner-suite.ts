// The table planner's solver alone (no server): a convention weekend drawn like a real one.
import { hardRuleViolations, planConvention } from '../../planner/src/index';
import { exhaustiveOptimum } from '../../planner/src/exhaustive';
import { generateConvention } from '../../planner/src/generate';
import { smallConvention } from '../../planner/src/small-convention';
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

export const SMALL_SEEDS = Array.from({ length: 20 }, (_, i) => 500 + i);

export interface SmallRun {
  seed: number;
  planned: number;
  optimum: number;
  plansTried: number;
}

/** Conventions small enough to try every plan: the planner must reach the best value exactly. */
const benchSmall = async (): Promise<SmallRun[]> => {
  const runs: SmallRun[] = [];
  for (const seed of SMALL_SEEDS) {
    const input = smallConvention(seed);
    const optimum = exhaustiveOptimum(input);
    const proposal = await planConvention(input);
    runs.push({
      seed,
      planned: proposal.solver.objective,
      optimum: optimum.score,
      plansTried: optimum.plans,
    });
  }
  return runs;
};

export const benchPlanner = async (): Promise<{
  checks: Check[];
  runs: PlannerRun[];
  small: SmallRun[];
}> => {
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
  const small = await benchSmall();
  const reached = small.filter((run) => run.planned === run.optimum).length;
  checks.push(
    check(
      `planner on ${small.length} small conventions: the optimum of an exhaustive search`,
      `${reached} of ${small.length} reached (${small.reduce((sum, run) => sum + run.plansTried, 0)} plans tried)`,
      `${small.length} of ${small.length}`,
      reached === small.length,
    ),
  );
  return { checks, runs, small };
};
