// The exact model of the whole convention, as columns and rows for any MIP solver: a seat per
// attendee and table that may be set up, a column per wish it weighs, and the start plan's value
// of every column (so the solver starts from the plan in hand). No solver here.
import type { Problem } from './problem';
import { seatValue, WEIGHTS, type PlanTable } from './score';
import { SparseModel, type Term } from './sparse-model';

type Derive = (value: (column: number) => number) => number;

/** A table that may be set up: its slot, its column y (set up or not), a column per seat. */
export interface TableColumns {
  slot: number;
  /** [attendee, column]: the attendee sits at this table. */
  seats: [number, number][];
  y: number;
}

/** The model, the start's value of every column, and the columns that say which tables are set up. */
export interface ConventionModel {
  model: SparseModel;
  startValues: number[];
  xs: TableColumns[];
}

export const buildModel = (problem: Problem, start: readonly PlanTable[]): ConventionModel => {
  const slots = problem.slots;
  const A = problem.attendees.length;

  const model = new SparseModel();
  const derive: Derive[] = [];
  const startX = new Set<string>();
  const startY = new Set<number>();
  for (const table of start) {
    startY.add(table.slot);
    for (const p of table.players) startX.add(`${p},${table.slot}`);
  }

  // Seats: x[a][t] for every attendee who may sit at slot t.
  const xs: TableColumns[] = [];
  const xOf = new Map<string, number>();
  for (const slot of slots) {
    const candidates: number[] = [];
    for (const a of problem.order) {
      if (!problem.canSit(a, slot)) continue;
      candidates.push(a);
    }
    if (candidates.length < slot.minPlayers) continue;
    const y = model.binary(0);
    derive[y] = () => (startY.has(slot.index) ? 1 : 0);
    const seats: [number, number][] = candidates.map((a) => {
      const x = model.binary(seatValue(problem, a, slot));
      derive[x] = () => (startX.has(`${a},${slot.index}`) ? 1 : 0);
      xOf.set(`${a},${slot.index}`, x);
      return [a, x];
    });
    xs.push({ slot: slot.index, seats, y });
    const sum: Term[] = seats.map(([, x]) => [x, 1]);
    model.atMost([...sum, [y, -slot.maxPlayers]], 0);
    model.atLeast([...sum, [y, -slot.minPlayers]], 0);
  }

  // One table per attendee and session.
  const perAttendeeSession = new Map<string, Term[]>();
  const perAttendeeGame = new Map<string, Term[]>();
  const perSessionCopy = new Map<string, Term[]>();
  const perSession = new Map<number, Term[]>();
  const push = <K>(map: Map<K, Term[]>, key: K, term: Term) => {
    const list = map.get(key);
    if (list) list.push(term);
    else map.set(key, [term]);
  };
  for (const { slot: t, seats, y } of xs) {
    const slot = problem.slots[t]!;
    for (const s of slot.sessions) {
      push(perSessionCopy, `${s},${slot.copy}`, [y, 1]);
      push(perSession, s, [y, 1]);
      for (const [a, x] of seats) push(perAttendeeSession, `${a},${s}`, [x, 1]);
    }
    for (const [a, x] of seats) push(perAttendeeGame, `${a},${slot.game}`, [x, 1]);
  }
  for (const terms of perAttendeeSession.values()) if (terms.length > 1) model.atMost(terms, 1);
  for (const terms of perSessionCopy.values()) if (terms.length > 1) model.atMost(terms, 1);
  for (const [s, terms] of perSession)
    if (terms.length > problem.sessions[s]!.maxTables)
      model.atMost(terms, problem.sessions[s]!.maxTables);
  if (problem.playOnce)
    for (const terms of perAttendeeGame.values()) if (terms.length > 1) model.atMost(terms, 1);
  // A fixed seat is taken: canSit leaves the attendee only tables of its game in its session.
  for (const seat of problem.fixedSeats) {
    // The greedy plan seated every fixed seat (or refused the input), so its columns exist.
    const terms = perAttendeeSession.get(`${seat.attendee},${seat.session}`);
    if (terms) model.atLeast(terms, 1);
  }

  const sumOf = (columns: number[]) => (value: (c: number) => number) =>
    columns.reduce((sum, c) => sum + value(c), 0);
  const maxOf = (columns: number[]) => (value: (c: number) => number) =>
    columns.reduce((max, c) => Math.max(max, value(c)), 0);

  // Someone who plays at least one wanted game.
  for (let a = 0; a < A; a++) {
    const wanted = xs.flatMap(({ slot, seats }) =>
      seats
        .filter(([p]) => p === a && problem.wants[a]![problem.slots[slot]!.game])
        .map(([, x]) => x),
    );
    if (wanted.length === 0) continue;
    const w = model.binary(WEIGHTS.anyWanted);
    derive[w] = (value) => Math.min(1, sumOf(wanted)(value));
    model.atMost([[w, 1], ...wanted.map((x): Term => [x, -1])], 0);
  }

  // Pairs who asked to play together and have not yet.
  for (const [a, b] of problem.pairs) {
    const shared: number[] = [];
    for (const { slot } of xs) {
      const xa = xOf.get(`${a},${slot}`);
      const xb = xOf.get(`${b},${slot}`);
      if (xa === undefined || xb === undefined) continue;
      const z = model.fraction(0);
      derive[z] = (value) => Math.min(value(xa), value(xb));
      model.atMost(
        [
          [z, 1],
          [xa, -1],
        ],
        0,
      );
      model.atMost(
        [
          [z, 1],
          [xb, -1],
        ],
        0,
      );
      shared.push(z);
    }
    if (shared.length === 0) continue;
    const m = model.fraction(WEIGHTS.playWith);
    derive[m] = (value) => Math.min(1, sumOf(shared)(value));
    model.atMost([[m, 1], ...shared.map((z): Term => [z, -1])], 0);
  }

  // Per table: New players without a teacher, people minding New players, other levels.
  for (const { seats } of xs) {
    const teachers = seats.filter(([a]) => problem.teacher[a]).map(([, x]) => x);
    const news = seats.filter(([a]) => problem.isNew[a]);
    for (const [, xn] of news) {
      const u = model.fraction(-WEIGHTS.newWithoutTeacher);
      derive[u] = (value) => Math.max(0, value(xn) - sumOf(teachers)(value));
      model.atMost([[xn, 1], ...teachers.map((x): Term => [x, -1]), [u, -1]], 0);
    }
    let newAt: number | null = null;
    for (const [m, xm] of seats) {
      if (problem.attendees[m]!.mindNewPlayers) continue;
      const others = news.filter(([n]) => n !== m).map(([, x]) => x);
      if (others.length === 0) continue;
      if (problem.isNew[m]) {
        const p = model.fraction(-WEIGHTS.mindedNewPlayer);
        derive[p] = (value) => Math.max(0, value(xm) + maxOf(others)(value) - 1);
        for (const xn of others)
          model.atMost(
            [
              [xm, 1],
              [xn, 1],
              [p, -1],
            ],
            1,
          );
      } else {
        if (newAt === null) {
          const column = model.fraction(0);
          const all = news.map(([, x]) => x);
          derive[column] = maxOf(all);
          for (const xn of all)
            model.atMost(
              [
                [xn, 1],
                [column, -1],
              ],
              0,
            );
          newAt = column;
        }
        const at = newAt;
        const p = model.fraction(-WEIGHTS.mindedNewPlayer);
        derive[p] = (value) => Math.max(0, value(xm) + value(at) - 1);
        model.atMost(
          [
            [xm, 1],
            [at, 1],
            [p, -1],
          ],
          1,
        );
      }
    }
    const hasLevel = new Map<number, number>();
    const levelColumn = (level: number) => {
      let column = hasLevel.get(level);
      if (column === undefined) {
        const col = model.fraction(0);
        const members = seats
          .filter(([o]) => problem.attendees[o]!.level === level)
          .map(([, x]) => x);
        derive[col] = maxOf(members);
        for (const x of members)
          model.atMost(
            [
              [x, 1],
              [col, -1],
            ],
            0,
          );
        hasLevel.set(level, col);
        column = col;
      }
      return column;
    };
    const levelsHere = new Set(seats.map(([o]) => problem.attendees[o]!.level));
    for (const [s, xs_] of seats) {
      const attendee = problem.attendees[s]!;
      if (!attendee.sameExperience) continue;
      const far = [...levelsHere].filter((l) => Math.abs(l - attendee.level) > 1).sort();
      if (far.length === 0) continue;
      const columns = far.map(levelColumn);
      const q = model.fraction(-WEIGHTS.otherExperience);
      derive[q] = (value) => Math.max(0, value(xs_) + maxOf(columns)(value) - 1);
      for (const col of columns)
        model.atMost(
          [
            [xs_, 1],
            [col, 1],
            [q, -1],
          ],
          1,
        );
    }
  }

  const startValues: number[] = [];
  const valueOf = (c: number) => startValues[c]!;
  for (let c = 0; c < model.columns; c++) startValues[c] = derive[c]!(valueOf);
  return { model, startValues, xs };
};
