// The table planner's solver alone (no server): convention weekends drawn like real ones, each
// plan held against a long solve of the same model by another path (its LP text, read by HiGHS,
// no start), and small conventions against every possible plan.
import { generateConvention, smallConvention, type ConventionShape } from 'planner/testing';
import { hardRuleViolations, planConvention } from '../../planner/src/index';
import { exhaustiveOptimum } from '../../planner/src/exhaustive';
import type { Proposal } from '../../planner/src/proposal';
import { GRACE_SECONDS, solveOffThread } from 'server/testing';
import { check, ms, type Check } from './checks';
import { longSolveApart, type LongSolve } from './long-solve';

/** 60 attendees, 4 days of a day and an evening session (8 sessions), 30 titles, ~50 brought copies. */
export const PLANNER_SHAPE: ConventionShape = {
  attendees: 60,
  days: 4,
  titles: 30,
  broughtCopies: 50,
  clubCopies: 4,
  maxTables: 12,
  // HiGHS may overrun its limit by a few tenths: the plan is back within the 5 s budget.
  timeLimitSeconds: 4.5,
};
export const PLANNER_SEEDS = [2027, 2028, 2029] as const;
const BUDGET_MS = 5000;
/** At most this far below the long solve's value at 60 attendees. */
const GAP_BUDGET = 0.01;

/** A large convention: 150 attendees, the server's largest time limit (10 s). */
export const LARGE_SHAPE: ConventionShape = {
  attendees: 150,
  days: 4,
  titles: 40,
  broughtCopies: 125,
  clubCopies: 8,
  maxTables: 30,
  timeLimitSeconds: 10,
};
export const LARGE_SEED = 2030;

/**
 * The largest convention the club could hold: 2,000 attendees and 200 titles, planned the way the
 * server plans (its worker thread, stopped at the time limit), at the API's default limit.
 */
export const HUGE_SHAPE: ConventionShape = {
  attendees: 2000,
  days: 4,
  titles: 200,
  broughtCopies: 1600,
  clubCopies: 40,
  maxTables: 400,
  timeLimitSeconds: 10,
};
export const HUGE_SEED = 2031;

export interface HugeRun {
  attendees: number;
  titles: number;
  limitSeconds: number;
  wallMs: number;
  method: string;
  note: string;
  seated: number;
  attendances: number;
  violations: number;
}

/** The server's path: solveOffThread, which answers the plan in hand when HiGHS cannot finish. */
const benchHuge = async (): Promise<HugeRun> => {
  const input = generateConvention(HUGE_SEED, HUGE_SHAPE);
  const startedAt = performance.now();
  const outcome = await solveOffThread(input);
  const wallMs = performance.now() - startedAt;
  if (!('proposal' in outcome))
    throw new Error(`The planner refused: ${outcome.refused.join('; ')}`);
  const { proposal } = outcome;
  return {
    attendees: input.attendees.length,
    titles: input.games.length,
    limitSeconds: input.options.timeLimitSeconds,
    wallMs,
    method: proposal.solver.method,
    note: proposal.solver.note ?? '',
    seated: proposal.metrics.seated ?? 0,
    attendances: input.attendees.reduce((sum, a) => sum + a.sessionIds.length, 0),
    violations: hardRuleViolations(input, proposal).length,
  };
};

export interface PlannerRun {
  seed: number;
  attendees: number;
  wallMs: number;
  attendances: number;
  unseated: number;
  violations: string[];
  metrics: Record<string, number>;
  solver: Proposal['solver'];
  /** The constructive plan alone, for comparison: its time and weighted value. */
  greedy: { wallMs: number; objective: number; unseated: number };
  long: LongSolve;
  /** How far the plan's value is below the long solve's, relative to it (0 when not below). */
  gapToLong: number | null;
  /** How far the plan's value is below the long solve's bound on any plan's, relative to it. */
  gapToBound: number | null;
}

const benchConvention = async (seed: number, shape: ConventionShape): Promise<PlannerRun> => {
  const input = generateConvention(seed, shape);
  // The first run also loads HiGHS (wasm): counted, as a worker's first plan would be.
  const startedAt = performance.now();
  const proposal = await planConvention(input);
  const wallMs = performance.now() - startedAt;
  const greedyStartedAt = performance.now();
  const greedy = await planConvention(input, { greedyOnly: true });
  const greedyMs = performance.now() - greedyStartedAt;
  const long = await longSolveApart(input);
  return {
    seed,
    attendees: input.attendees.length,
    wallMs,
    attendances: input.attendees.reduce((sum, a) => sum + a.sessionIds.length, 0),
    unseated: proposal.unseated.length,
    violations: hardRuleViolations(input, proposal),
    metrics: { ...proposal.metrics },
    solver: proposal.solver,
    greedy: {
      wallMs: greedyMs,
      objective: greedy.solver.objective,
      unseated: greedy.unseated.length,
    },
    long,
    gapToLong:
      long.objective === null
        ? null
        : Math.max(0, (long.objective - proposal.solver.objective) / Math.abs(long.objective)),
    gapToBound:
      long.bound === null ? null : (long.bound - proposal.solver.objective) / Math.abs(long.bound),
  };
};

const percent = (value: number | null) =>
  value === null ? 'none' : `${(value * 100).toFixed(2)}%`;

const describe = (run: PlannerRun) =>
  `${ms(run.wallMs)}, value ${run.solver.objective} (HiGHS gap ${percent(run.solver.gap)}), ` +
  `long solve ${run.long.objective ?? 'none'} (${run.long.failure ?? (run.long.optimal ? 'optimal' : 'time limit')}, ${Math.round(run.long.seconds)} s, bound ${run.long.bound ?? 'none'}): ` +
  `${percent(run.gapToLong)} below it, ${percent(run.gapToBound)} below the bound; ` +
  `${run.metrics.seated} seated (long solve ${run.long.seated ?? '?'}) ` +
  `of ${run.attendances}, ${run.violations.length} rule breaks`;

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
  huge: HugeRun;
}> => {
  const runs: PlannerRun[] = [];
  for (const seed of PLANNER_SEEDS) runs.push(await benchConvention(seed, PLANNER_SHAPE));
  const checks = runs.map((run) =>
    check(
      `planner 60 attendees x 8 sessions x 30 titles (seed ${run.seed})`,
      describe(run),
      '≤ 5000 ms, ≤ 1% below the long solve, as many seated, 0 rule breaks',
      run.wallMs <= BUDGET_MS &&
        run.gapToLong !== null &&
        run.gapToLong <= GAP_BUDGET &&
        run.long.seated !== null &&
        run.metrics.seated! >= run.long.seated &&
        run.violations.length === 0,
    ),
  );
  const large = await benchConvention(LARGE_SEED, LARGE_SHAPE);
  runs.push(large);
  checks.push(
    check(
      `planner 150 attendees x 8 sessions x 40 titles (seed ${large.seed})`,
      describe(large),
      '0 rule breaks (the rest for information)',
      large.violations.length === 0,
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
  const huge = await benchHuge();
  const budgetMs = (huge.limitSeconds + GRACE_SECONDS) * 1000;
  checks.push(
    check(
      `planner ${huge.attendees} attendees x ${huge.titles} games, on its thread (seed ${HUGE_SEED})`,
      `${ms(huge.wallMs)} (${huge.method}: ${huge.note}), ${huge.seated} seated of ${huge.attendances}, ${huge.violations} rule breaks`,
      `a plan within the ${huge.limitSeconds} s limit + ${GRACE_SECONDS} s, 0 rule breaks`,
      huge.wallMs <= budgetMs && huge.violations === 0 && huge.seated > 0,
    ),
  );
  return { checks, runs, small, huge };
};
