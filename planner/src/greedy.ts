// The fast constructive plan: tables for the most wanted copies first, then everyone left over
// seated where there is room, then small groups of leftovers given a table of their own.
import { InputError } from './input';
import type { FixedSeat, Problem, Slot } from './problem';
import type { PlanTable } from './score';

/** Who sits where and what is taken, while a plan is built. */
export class PlanState {
  readonly tables: PlanTable[] = [];
  /** seat[a][s]: index of a's table in session s, or -1. */
  readonly seat: number[][];
  readonly played: Set<number>[];
  readonly copyUsed: Set<number>[];
  readonly tableCount: number[];
  readonly hasWanted: boolean[];

  constructor(readonly problem: Problem) {
    this.seat = problem.attendees.map(() => problem.sessions.map(() => -1));
    this.played = problem.attendees.map(() => new Set<number>());
    this.copyUsed = problem.sessions.map(() => new Set<number>());
    this.tableCount = problem.sessions.map(() => 0);
    this.hasWanted = problem.attendees.map(() => false);
  }

  static from(problem: Problem, tables: readonly PlanTable[]): PlanState {
    const state = new PlanState(problem);
    for (const table of tables) state.open(problem.slots[table.slot]!, table.players);
    return state;
  }

  slotOpen(slot: Slot): boolean {
    return slot.sessions.every(
      (s) =>
        !this.copyUsed[s]!.has(slot.copy) &&
        this.tableCount[s]! < this.problem.sessions[s]!.maxTables,
    );
  }

  /** a may join a table of this slot (free in its sessions, attends them, game not played). */
  canJoin(a: number, slot: Slot): boolean {
    return (
      this.problem.canSit(a, slot) &&
      slot.sessions.every((s) => this.seat[a]![s] === -1) &&
      !(this.problem.playOnce && this.played[a]!.has(slot.game))
    );
  }

  open(slot: Slot, players: number[]): number {
    const index = this.tables.length;
    this.tables.push({ slot: slot.index, players: [] });
    for (const s of slot.sessions) {
      this.copyUsed[s]!.add(slot.copy);
      this.tableCount[s]!++;
    }
    for (const p of players) this.join(index, p);
    return index;
  }

  join(table: number, a: number): void {
    const entry = this.tables[table]!;
    const slot = this.problem.slots[entry.slot]!;
    entry.players.push(a);
    for (const s of slot.sessions) this.seat[a]![s] = table;
    this.played[a]!.add(slot.game);
    if (this.problem.wants[a]![slot.game]) this.hasWanted[a] = true;
  }

  leave(table: number, a: number): void {
    const entry = this.tables[table]!;
    const slot = this.problem.slots[entry.slot]!;
    entry.players = entry.players.filter((p) => p !== a);
    for (const s of slot.sessions) this.seat[a]![s] = -1;
    this.played[a]!.delete(slot.game);
    this.hasWanted[a] = this.tables.some(
      (t) => t.players.includes(a) && this.problem.wants[a]![this.problem.slots[t.slot]!.game],
    );
  }

  /** The tables, without emptied ones. */
  result(): PlanTable[] {
    return this.tables
      .filter((t) => t.players.length > 0)
      .map((t) => ({ slot: t.slot, players: [...t.players].sort((x, y) => x - y) }));
  }
}

const byPriority = (state: PlanState, slot: Slot, chosen: number[]) => (a: number) => {
  const { problem } = state;
  let key = 0;
  if (problem.wants[a]![slot.game]) key += state.hasWanted[a] ? 100 : 300;
  if (problem.copies[slot.copy]!.owner === a) key += 5;
  for (const [x, y] of problem.pairs)
    if ((x === a && chosen.includes(y)) || (y === a && chosen.includes(x))) key += 20;
  return key;
};

/** Up to `max` candidates, best first (stable: ties by attendee order). */
const pick = (state: PlanState, slot: Slot, candidates: number[], max: number): number[] => {
  const chosen: number[] = [];
  const rest = [...candidates];
  while (chosen.length < max && rest.length > 0) {
    const priority = byPriority(state, slot, chosen);
    let best = 0;
    for (let i = 1; i < rest.length; i++) if (priority(rest[i]!) > priority(rest[best]!)) best = i;
    chosen.push(rest.splice(best, 1)[0]!);
  }
  return chosen;
};

/**
 * The fixed seats before anything else: each at a table of its game (opened when none has room),
 * then those tables filled up to their game's minimum, the one with the fewest candidates first.
 * Throws InputError when a fixed seat cannot be kept.
 */
export const seatFixed = (state: PlanState): void => {
  const { problem } = state;
  const A = problem.order;
  const fail = (seat: FixedSeat, why: string): never => {
    const who = problem.attendees[seat.attendee]!.id;
    const game = problem.games[seat.game]!.id;
    const session = problem.sessions[seat.session]!.id;
    throw new InputError([`fixedSeats: ${who} at "${game}" in "${session}": ${why}`]);
  };
  for (const seat of problem.fixedSeats) {
    const a = seat.attendee;
    if (state.seat[a]![seat.session] !== -1) continue;
    const table = state.tables.findIndex((t) => {
      const slot = problem.slots[t.slot]!;
      return (
        slot.sessions.includes(seat.session) &&
        t.players.length < slot.maxPlayers &&
        state.canJoin(a, slot)
      );
    });
    if (table !== -1) {
      state.join(table, a);
      continue;
    }
    const slot = problem.slots.find(
      (slot) =>
        slot.sessions.includes(seat.session) && state.slotOpen(slot) && state.canJoin(a, slot),
    );
    if (!slot) fail(seat, 'no table of it can be set up then (no copy free, or no table left)');
    state.open(slot!, [a]);
  }
  for (;;) {
    const short = state.tables
      .map((t, index) => {
        const slot = problem.slots[t.slot]!;
        const needed = slot.minPlayers - t.players.length;
        return { index, slot, needed, candidates: A.filter((a) => state.canJoin(a, slot)) };
      })
      .filter((t) => t.needed > 0)
      .sort((x, y) => x.candidates.length - x.needed - (y.candidates.length - y.needed));
    const first = short[0];
    if (!first) return;
    if (first.candidates.length < first.needed) {
      const players = state.tables[first.index]!.players;
      fail(
        problem.fixedSeats.find(
          (f) => players.includes(f.attendee) && first.slot.sessions.includes(f.session),
        )!,
        'too few others can join its table',
      );
    }
    const chosen = pick(state, first.slot, first.candidates, first.needed);
    for (const a of chosen) state.join(first.index, a);
  }
};

export const greedyPlan = (problem: Problem): PlanTable[] => {
  const state = new PlanState(problem);
  const A = problem.order;
  seatFixed(state);
  for (const day of problem.days) {
    const daySlots = problem.slots.filter((slot) => day.sessions.includes(slot.sessions[0]!));
    // 1. Tables for wanted games, the most wanted first.
    for (;;) {
      let best: { slot: Slot; players: number[]; value: number } | null = null;
      for (const slot of daySlots) {
        if (!state.slotOpen(slot)) continue;
        const candidates = A.filter((a) => state.canJoin(a, slot));
        const wanting = candidates.filter((a) => problem.wants[a]![slot.game]);
        if (wanting.length === 0 || candidates.length < slot.minPlayers) continue;
        const players = pick(
          state,
          slot,
          candidates,
          Math.min(slot.maxPlayers, Math.max(slot.minPlayers, wanting.length)),
        );
        const value =
          players.reduce(
            (sum, a) => sum + (problem.wants[a]![slot.game] ? (state.hasWanted[a] ? 2 : 3) : 0),
            0,
          ) * slot.sessions.length;
        if (!best || value > best.value) best = { slot, players, value };
      }
      if (!best) break;
      state.open(best.slot, best.players);
    }
    for (const s of day.sessions) seatLeftovers(state, s);
  }
  return state.result();
};

/** Everyone still free in session s: a seat at a table with room, a new table, or a table made from others' spare seats. */
export const seatLeftovers = (state: PlanState, s: number): void => {
  const { problem } = state;
  const free = () =>
    problem.order.filter((a) => problem.attends[a]![s] && state.seat[a]![s] === -1);
  const tablesHere = () =>
    state.tables
      .map((t, i) => ({ t, i, slot: problem.slots[t.slot]! }))
      .filter(({ t, slot }) => t.players.length > 0 && slot.sessions.includes(s));
  const slotsHere = problem.slots.filter((slot) => slot.sessions.includes(s));
  const singleSlots = slotsHere.filter((slot) => slot.sessions.length === 1);

  // Room at a table already set up, the wanted game first.
  for (const a of free()) {
    const options = tablesHere().filter(
      ({ t, slot }) => t.players.length < slot.maxPlayers && state.canJoin(a, slot),
    );
    options.sort(
      (x, y) => Number(problem.wants[a]![y.slot.game]) - Number(problem.wants[a]![x.slot.game]),
    );
    if (options[0]) state.join(options[0].i, a);
  }
  // New tables for the ones left.
  for (;;) {
    const left = free();
    if (left.length === 0) return;
    let best: { slot: Slot; players: number[] } | null = null;
    for (const slot of slotsHere) {
      if (!state.slotOpen(slot)) continue;
      const candidates = left.filter((a) => state.canJoin(a, slot));
      if (candidates.length < slot.minPlayers) continue;
      const players = pick(state, slot, candidates, slot.maxPlayers);
      if (!best || players.length > best.players.length) best = { slot, players };
    }
    if (best) {
      state.open(best.slot, best.players);
      continue;
    }
    // Too few for any table: borrow players from tables above their minimum.
    let made = false;
    for (const slot of singleSlots) {
      if (!state.slotOpen(slot)) continue;
      const own = left.filter((a) => state.canJoin(a, slot)).slice(0, slot.maxPlayers);
      if (own.length === 0) continue;
      const needed = slot.minPlayers - own.length;
      const spare: { a: number; table: number }[] = [];
      const taken = new Map<number, number>();
      for (const { t, i, slot: other } of tablesHere()) {
        if (other.sessions.length !== 1) continue;
        const room = t.players.length - other.minPlayers;
        for (const a of t.players) {
          if ((taken.get(i) ?? 0) >= room || spare.length >= needed) break;
          if (problem.playOnce && state.played[a]!.has(slot.game)) continue;
          // A fixed seat stays; a ban keeps the player away from the new table.
          if (problem.fixedAt[a]![s] || !problem.canSit(a, slot)) continue;
          spare.push({ a, table: i });
          taken.set(i, (taken.get(i) ?? 0) + 1);
        }
      }
      if (spare.length < needed) continue;
      for (const { a, table } of spare) state.leave(table, a);
      state.open(slot, [...own, ...spare.map((x) => x.a)]);
      made = true;
      break;
    }
    if (!made) return;
  }
};
