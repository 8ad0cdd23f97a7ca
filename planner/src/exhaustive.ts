// The best plan of a small convention by trying every plan: the oracle the solver is checked
// against. It shares only the input's reading (the tables that could be set up) and the weights
// with the solver; none of its search (greedy, local moves, HiGHS model).
import type { PlannerInput } from './input';
import { buildProblem, type Problem, type Slot } from './problem';
import { evaluate, type PlanTable } from './score';

/** Beyond this many combinations of choices the search refuses: it is for small instances only. */
export const EXHAUSTIVE_LIMIT = 2_000_000;

export class TooLargeError extends Error {}

/** Every set of tables an attendee could sit at: sessions apart, each title at most once if asked. */
const choicesOf = (problem: Problem, a: number): number[][] => {
  const usable = problem.slots.filter((slot) => problem.canSit(a, slot));
  const choices: number[][] = [];
  const extend = (from: number, chosen: Slot[]) => {
    choices.push(chosen.map((slot) => slot.index));
    for (let i = from; i < usable.length; i++) {
      const slot = usable[i]!;
      const clash = chosen.some(
        (other) =>
          other.sessions.some((s) => slot.sessions.includes(s)) ||
          (problem.playOnce && other.game === slot.game),
      );
      if (!clash) extend(i + 1, [...chosen, slot]);
    }
  };
  extend(0, []);
  return choices;
};

/** Each copy at one table per session, the tables per session, and every fixed seat kept. */
const tablesFit = (problem: Problem, tables: readonly PlanTable[]): boolean => {
  const perSession = problem.sessions.map(() => 0);
  const copyInSession = new Set<string>();
  for (const table of tables) {
    const slot = problem.slots[table.slot]!;
    for (const s of slot.sessions) {
      perSession[s]! += 1;
      const key = `${s} ${slot.copy}`;
      if (copyInSession.has(key)) return false;
      copyInSession.add(key);
    }
  }
  const fixedKept = problem.fixedSeats.every((fixed) =>
    tables.some(
      (t) =>
        t.players.includes(fixed.attendee) &&
        problem.slots[t.slot]!.sessions.includes(fixed.session),
    ),
  );
  return fixedKept && perSession.every((count, s) => count <= problem.sessions[s]!.maxTables);
};

export interface Optimum {
  score: number;
  tables: PlanTable[];
  /** Plans tried (complete assignments that kept every rule). */
  plans: number;
}

/** The highest weighted value any plan of this input reaches, and one plan that reaches it. */
export const exhaustiveOptimum = (input: PlannerInput): Optimum => {
  const problem = buildProblem(input);
  const choices = problem.attendees.map((_, a) => choicesOf(problem, a));
  const combinations = choices.reduce((product, list) => product * list.length, 1);
  if (combinations > EXHAUSTIVE_LIMIT)
    throw new TooLargeError(`${combinations} combinations: too many to try them all`);

  const seats: number[][] = problem.slots.map(() => []);
  let best: Optimum = { score: -Infinity, tables: [], plans: 0 };
  const visit = (a: number) => {
    if (a === problem.attendees.length) {
      const tables: PlanTable[] = [];
      for (const slot of problem.slots) {
        const players = seats[slot.index]!;
        if (players.length === 0) continue;
        if (players.length < slot.minPlayers) return;
        tables.push({ slot: slot.index, players: [...players] });
      }
      if (!tablesFit(problem, tables)) return;
      best = { ...best, plans: best.plans + 1 };
      const score = evaluate(problem, tables).score;
      if (score > best.score) best = { score, tables, plans: best.plans };
      return;
    }
    for (const choice of choices[a]!) {
      if (choice.some((slot) => seats[slot]!.length >= problem.slots[slot]!.maxPlayers)) continue;
      for (const slot of choice) seats[slot]!.push(a);
      visit(a + 1);
      for (const slot of choice) seats[slot]!.pop();
    }
  };
  visit(0);
  return best;
};
