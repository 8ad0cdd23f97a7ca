// The planner: a greedy plan at once, improved by small changes, then the whole convention's exact
// model solved by HiGHS from that plan (a MIP start) until it is proven optimal or time runs out.
import { hardRuleViolations } from './check';
import { parseInput, type PlannerInput } from './input';
import { greedyPlan } from './greedy';
import { isLarge, quickPlan } from './quick-plan';
import { improveLocally } from './local-search';
import { loadMipSolver } from './highs-adapter';
import { buildProblem, type Problem } from './problem';
import type { Proposal, ProposedTable, SolverReport } from './proposal';
import { evaluate, type PlanTable } from './score';
import { solveWhole } from './solve-whole';

/**
 * HiGHS checks its clock coarsely (it can run a few tenths of a second past its limit): once its
 * model is built, it gets nine tenths of the time left, less a fifth of a second.
 */
const highsSeconds = (left: number) => left * 0.9 - 0.2;
const SMALLEST_SHARE = 0.2;
/** The small changes' guard: past this share of the time limit they stop where they are. */
const LOCAL_SEARCH_SHARE = 0.7;

const NO_OUTCOME = { tables: null, optimal: false, gap: Infinity, binaries: 0 } as const;

/** HiGHS is an improvement, never the only path: any failure of it keeps the plan in hand. */
const trySolveWhole = (...args: Parameters<typeof solveWhole>): ReturnType<typeof solveWhole> => {
  try {
    return solveWhole(...args);
  } catch {
    return NO_OUTCOME;
  }
};

/** The plan in the output's words, in a stable order. */
export const toProposal = (
  problem: Problem,
  tables: readonly PlanTable[],
  solver: Omit<SolverReport, 'objective'>,
): Proposal => {
  const sorted = [...tables]
    .map((t) => ({ ...t, players: [...t.players].sort((x, y) => x - y) }))
    .sort((x, y) => {
      const a = problem.slots[x.slot]!;
      const b = problem.slots[y.slot]!;
      return a.sessions[0]! - b.sessions[0]! || a.index - b.index;
    });
  const seated = new Set<string>();
  const proposed: ProposedTable[] = sorted.map((table) => {
    const slot = problem.slots[table.slot]!;
    const copy = problem.copies[slot.copy]!;
    for (const p of table.players) for (const s of slot.sessions) seated.add(`${p},${s}`);
    const hasNew = table.players.some((p) => problem.isNew[p]);
    const teacher = hasNew ? table.players.find((p) => problem.teacher[p]) : undefined;
    return {
      sessionIds: slot.sessions.map((s) => problem.sessions[s]!.id),
      gameId: problem.games[slot.game]!.id,
      copyOwnerId: copy.owner === null ? null : problem.attendees[copy.owner]!.id,
      playerIds: table.players.map((p) => problem.attendees[p]!.id),
      teacherId: teacher === undefined ? null : problem.attendees[teacher]!.id,
    };
  });
  const unseated: Proposal['unseated'] = [];
  problem.sessions.forEach((session, s) =>
    problem.attendees.forEach((attendee, a) => {
      if (problem.attends[a]![s] && !seated.has(`${a},${s}`))
        unseated.push({ sessionId: session.id, attendeeId: attendee.id });
    }),
  );
  const evaluation = evaluate(problem, tables);
  return {
    tables: proposed,
    unseated,
    metrics: evaluation.metrics,
    solver: { ...solver, objective: evaluation.score },
  };
};

export interface PlanOptions {
  /** Skip HiGHS: the greedy plan only (for comparisons and tests). */
  greedyOnly?: boolean;
  /**
   * Hears the plan in hand before HiGHS starts (the constructive plan and its small changes), so
   * that a caller who must answer by a deadline has a plan even if HiGHS is stopped.
   */
  onFallback?: (proposal: Proposal) => void;
}

/**
 * Seats (one binary each) of the exact model HiGHS can build and improve per second of the time
 * left: beyond it, building the model alone would outlast the limit (2,000 attendees x 200 games
 * is millions of seats), so the plan in hand is the answer.
 */
export const SEATS_PER_SECOND = 40_000;

/** Whether the exact model holds more than `most` seats (an attendee at a table they may sit at). */
const seatsAbove = (problem: Problem, most: number): boolean => {
  let seats = 0;
  for (const slot of problem.slots)
    for (let a = 0; a < problem.attendees.length; a++)
      if (problem.canSit(a, slot) && ++seats > most) return true;
  return false;
};

const CONSTRUCTIVE_NOTE = 'The constructive plan, before any small change.';
const IMPROVED_NOTE = 'The constructive plan improved by small changes.';

export const FALLBACK_NOTE =
  'The constructive plan improved by small changes: the exact model is too large for the time limit.';

export const planConvention = async (
  input: PlannerInput,
  options: PlanOptions = {},
): Promise<Proposal> => {
  const startedAt = performance.now();
  const deadline = startedAt + input.options.timeLimitSeconds * 1000;
  const elapsed = () => Math.round(performance.now() - startedAt) / 1000;
  const left = () => (deadline - performance.now()) / 1000;
  const problem = buildProblem(input);
  const large = isLarge(problem);
  let current = large ? quickPlan(problem) : greedyPlan(problem);
  let score = evaluate(problem, current).score;
  if (options.greedyOnly || problem.slots.length === 0) {
    return toProposal(problem, current, {
      status: problem.slots.length === 0 ? 'optimal' : 'feasible',
      gap: problem.slots.length === 0 ? 0 : null,
      seconds: elapsed(),
      method: 'greedy',
      note:
        problem.slots.length === 0
          ? 'No table can be set up: no copy fits a session.'
          : 'The constructive plan only.',
    });
  }
  const inHand = (note: string) =>
    toProposal(problem, current, {
      status: 'feasible',
      gap: null,
      seconds: elapsed(),
      method: 'greedy',
      note,
    });
  // A plan to answer with from the start: small changes on thousands of attendees take seconds.
  options.onFallback?.(inHand(CONSTRUCTIVE_NOTE));
  // Small changes first: cheap, and they leave HiGHS a better start. They stop when a round finds
  // nothing (the same plan on any machine); the deadline only guards a very slow one.
  current = improveLocally(
    problem,
    current,
    startedAt + input.options.timeLimitSeconds * 1000 * LOCAL_SEARCH_SHARE,
  );
  score = evaluate(problem, current).score;
  if (large || seatsAbove(problem, SEATS_PER_SECOND * left())) return inHand(FALLBACK_NOTE);
  options.onFallback?.(inHand(IMPROVED_NOTE));
  const solve = await loadMipSolver();
  const report = { status: 'feasible', gap: null, seconds: 0, method: 'whole', note: '' } as const;
  const take = (tables: PlanTable[]) => {
    const value = evaluate(problem, tables).score;
    // A solver's answer is checked against the hard rules before it replaces the plan in hand.
    if (
      value > score &&
      hardRuleViolations(input, toProposal(problem, tables, report)).length === 0
    ) {
      current = tables;
      score = value;
    }
  };

  const outcome =
    left() >= SMALLEST_SHARE
      ? trySolveWhole(solve, problem, current, () => highsSeconds(left()))
      : NO_OUTCOME;
  if (outcome.tables) take(outcome.tables);
  // Optimal only if the plan returned is worth what HiGHS proved best.
  const proven =
    outcome.optimal && outcome.tables !== null && score >= evaluate(problem, outcome.tables).score;
  return toProposal(problem, current, {
    status: proven ? 'optimal' : 'feasible',
    gap: outcome.tables && Number.isFinite(outcome.gap) ? outcome.gap : null,
    seconds: elapsed(),
    method: outcome.tables ? 'whole' : 'greedy',
    note: proven
      ? 'One model for the whole convention, solved to optimality.'
      : outcome.tables
        ? 'One model for the whole convention, stopped at the time limit: valid, not proven best.'
        : 'HiGHS found no plan within the time limit: the constructive plan.',
  });
};

/** Parses raw JSON input (throws InputError naming each bad path) and plans it. */
export const planFromJson = async (raw: unknown, options?: PlanOptions): Promise<Proposal> =>
  planConvention(parseInput(raw), options);
