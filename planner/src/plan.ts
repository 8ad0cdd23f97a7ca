// The planner: a greedy plan at once, then HiGHS improves it within the time limit, as one model
// when the convention is small (or is one day), else day by day with the other days held fixed.
import highsLoader, { type Highs } from 'highs';
import { hardRuleViolations } from './check';
import { parseInput, type PlannerInput } from './input';
import { greedyPlan } from './greedy';
import { improveLocally } from './local-search';
import { solveBlock } from './milp';
import { buildProblem, type Problem } from './problem';
import type { Proposal, ProposedTable, SolverReport } from './proposal';
import { evaluate, type PlanTable } from './score';

/** Up to this many possible seats (attendee x table) the whole convention is one model. */
export const WHOLE_MODEL_SEATS = 4000;

/**
 * HiGHS checks its clock coarsely (it can run a few tenths of a second past its limit) and the
 * model takes time to build: each block gets three quarters of its share, less a tenth of a second.
 */
const highsSeconds = (share: number) => share * 0.75 - 0.1;
const SMALLEST_SHARE = 0.2;

const NO_OUTCOME = { tables: null, optimal: false, gap: Infinity, binaries: 0 } as const;

/** HiGHS is an improvement, never the only path: any failure of it keeps the plan in hand. */
const trySolveBlock = (...args: Parameters<typeof solveBlock>): ReturnType<typeof solveBlock> => {
  try {
    return solveBlock(...args);
  } catch {
    return NO_OUTCOME;
  }
};

let highsRuntime: Promise<Highs> | null = null;
const loadHighs = () => (highsRuntime ??= highsLoader());

const seatCount = (problem: Problem) =>
  problem.slots.reduce(
    (sum, slot) => sum + problem.attendees.filter((_, a) => problem.canSit(a, slot)).length,
    0,
  );

const inSessions = (problem: Problem, table: PlanTable, sessions: ReadonlySet<number>) =>
  problem.slots[table.slot]!.sessions.some((s) => sessions.has(s));

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
  /** Up to this many possible seats the whole convention is one model (default WHOLE_MODEL_SEATS). */
  wholeModelSeats?: number;
}

export const planConvention = async (
  input: PlannerInput,
  options: PlanOptions = {},
): Promise<Proposal> => {
  const startedAt = performance.now();
  const deadline = startedAt + input.options.timeLimitSeconds * 1000;
  const elapsed = () => Math.round(performance.now() - startedAt) / 1000;
  const left = () => (deadline - performance.now()) / 1000;
  const problem = buildProblem(input);
  let current = greedyPlan(problem);
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
  // Small changes first: cheap, and they leave HiGHS a better start.
  current = improveLocally(problem, current, startedAt + input.options.timeLimitSeconds * 400);
  score = evaluate(problem, current).score;
  const highs = await loadHighs();
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

  const whole =
    problem.days.length === 1 ||
    seatCount(problem) <= (options.wholeModelSeats ?? WHOLE_MODEL_SEATS);
  if (whole) {
    const all = problem.sessions.map((_, s) => s);
    const outcome =
      left() >= SMALLEST_SHARE
        ? trySolveBlock(highs, problem, all, [], current, highsSeconds(left()))
        : NO_OUTCOME;
    if (outcome.tables) take(outcome.tables);
    // Optimal only if the plan returned is worth what HiGHS proved best.
    const proven =
      outcome.optimal &&
      outcome.tables !== null &&
      score >= evaluate(problem, outcome.tables).score;
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
  }

  // Day by day, each day with the others fixed, until a round changes nothing or time runs out.
  const gaps: number[] = problem.days.map(() => Infinity);
  const optimal: boolean[] = problem.days.map(() => false);
  let stoppedEarly = false;
  let settled = false;
  for (let round = 0; round < 3 && !stoppedEarly; round++) {
    const before = score;
    for (const [index, day] of problem.days.entries()) {
      const budget = left() / (problem.days.length - index);
      if (budget < SMALLEST_SHARE) {
        stoppedEarly = true;
        break;
      }
      const sessions = new Set(day.sessions);
      const fixed = current.filter((t) => !inSessions(problem, t, sessions));
      const start = current.filter((t) => inSessions(problem, t, sessions));
      const outcome = trySolveBlock(
        highs,
        problem,
        day.sessions,
        fixed,
        start,
        highsSeconds(budget),
      );
      if (outcome.tables) take([...fixed, ...outcome.tables]);
      gaps[index] = outcome.tables ? outcome.gap : Infinity;
      optimal[index] = outcome.optimal;
    }
    // A round that changed nothing would be repeated exactly by the next one.
    if (score === before) {
      settled = true;
      break;
    }
  }
  const largestGap = Math.max(...gaps);
  const everyDayOptimal = optimal.every(Boolean) && !stoppedEarly && settled;
  return toProposal(problem, current, {
    status: 'feasible',
    gap: Number.isFinite(largestGap) ? largestGap : null,
    seconds: elapsed(),
    method: 'by-day',
    note: everyDayOptimal
      ? 'Solved day by day: each day is optimal with the other days fixed; the whole is not proven best.'
      : 'Solved day by day within the time limit: valid, not proven best.',
  });
};

/** Parses raw JSON input (throws InputError naming each bad path) and plans it. */
export const planFromJson = async (raw: unknown, options?: PlanOptions): Promise<Proposal> =>
  planConvention(parseInput(raw), options);
