// Improves a plan by small changes within one session: seat someone left out at a table with
// room, move a player to another table, or swap two players. Only changes that raise the plan's
// value are kept; it stops when a full round finds none (or at the deadline). Deterministic.
import type { Problem } from './problem';
import { tableFacts, WEIGHTS, type PlanTable } from './score';

const tableValue = (problem: Problem, table: PlanTable): number => {
  const facts = tableFacts(problem, table);
  return (
    facts.seats -
    WEIGHTS.newWithoutTeacher * facts.newWithoutTeacher -
    WEIGHTS.mindedNewPlayer * facts.minded -
    WEIGHTS.otherExperience * facts.otherLevel
  );
};

export const improveLocally = (
  problem: Problem,
  start: readonly PlanTable[],
  deadline: number,
): PlanTable[] => {
  const tables = start.map((t) => ({ slot: t.slot, players: [...t.players] }));
  const values = tables.map((t) => tableValue(problem, t));
  const A = problem.attendees.length;
  const gameOf = (t: number) => problem.slots[tables[t]!.slot]!.game;
  const single = (t: number) => problem.slots[tables[t]!.slot]!.sessions.length === 1;

  // Global counters: wanted games per attendee, shared tables per asked-for pair.
  const wantedCount = new Array<number>(A).fill(0);
  const pairIndex = new Map<string, number>();
  problem.pairs.forEach(([a, b], i) => pairIndex.set(`${a},${b}`, i));
  const pairCount = new Array<number>(problem.pairs.length).fill(0);
  const partners: number[][] = problem.attendees.map(() => []);
  for (const [a, b] of problem.pairs) {
    partners[a]!.push(b);
    partners[b]!.push(a);
  }
  const pairOf = (a: number, b: number) => pairIndex.get(a < b ? `${a},${b}` : `${b},${a}`);
  const playedCount = problem.attendees.map(() => new Map<number, number>());
  const seatOf = problem.attendees.map(() => problem.sessions.map(() => -1));

  /** Adds (sign 1) or removes (sign -1) a from table t in the counters; returns the global value change. */
  const touch = (a: number, t: number, sign: 1 | -1): number => {
    let delta = 0;
    const game = gameOf(t);
    if (problem.wants[a]![game]) {
      const before = wantedCount[a]! > 0;
      wantedCount[a]! += sign;
      if (before !== wantedCount[a]! > 0) delta += sign * WEIGHTS.anyWanted;
    }
    for (const b of partners[a]!) {
      if (b === a || !tables[t]!.players.includes(b)) continue;
      const p = pairOf(a, b)!;
      const before = pairCount[p]! > 0;
      pairCount[p]! += sign;
      if (before !== pairCount[p]! > 0) delta += sign * WEIGHTS.playWith;
    }
    const played = playedCount[a]!;
    played.set(game, (played.get(game) ?? 0) + sign);
    for (const s of problem.slots[tables[t]!.slot]!.sessions) seatOf[a]![s] = sign === 1 ? t : -1;
    return delta;
  };
  for (const [t, table] of tables.entries()) {
    const players = table.players;
    table.players = [];
    for (const a of players) {
      touch(a, t, 1);
      table.players.push(a);
    }
  }

  const mayPlay = (a: number, game: number) =>
    !problem.playOnce || (playedCount[a]!.get(game) ?? 0) === 0;

  /** Tries a change of players; keeps it when the plan's value rises. */
  const attempt = (changes: { t: number; remove: number[]; add: number[] }[]): boolean => {
    const before = changes.map(({ t }) => values[t]!);
    let delta = 0;
    for (const { t, remove } of changes)
      for (const a of remove) {
        delta += touch(a, t, -1);
        tables[t]!.players = tables[t]!.players.filter((p) => p !== a);
      }
    let allowed = true;
    for (const { t, add } of changes)
      for (const a of add) {
        // Bans and fixed seats live in canSit: a player only goes where they may sit.
        if (!mayPlay(a, gameOf(t)) || !problem.canSit(a, problem.slots[tables[t]!.slot]!))
          allowed = false;
        tables[t]!.players.push(a);
        delta += touch(a, t, 1);
      }
    const after = changes.map(({ t }) => tableValue(problem, tables[t]!));
    delta += after.reduce((s, v) => s + v, 0) - before.reduce((s, v) => s + v, 0);
    // playedCount now counts the new seats too: a repeat shows as a count above one.
    if (problem.playOnce)
      for (const { t, add } of changes)
        for (const a of add) if ((playedCount[a]!.get(gameOf(t)) ?? 0) > 1) allowed = false;
    if (allowed && delta > 0) {
      changes.forEach(({ t }, i) => (values[t] = after[i]!));
      return true;
    }
    // Undo, in reverse.
    for (const { t, add } of [...changes].reverse())
      for (const a of [...add].reverse()) {
        touch(a, t, -1);
        tables[t]!.players = tables[t]!.players.filter((p) => p !== a);
      }
    for (const { t, remove } of [...changes].reverse())
      for (const a of remove) {
        tables[t]!.players.push(a);
        touch(a, t, 1);
      }
    for (const { t } of changes) tables[t]!.players.sort((x, y) => x - y);
    return false;
  };

  // Copies in use per session, for moving a table to another copy (and so another game).
  const copiesUsed = problem.sessions.map(() => new Set<number>());
  for (const table of tables)
    for (const s of problem.slots[table.slot]!.sessions)
      copiesUsed[s]!.add(problem.slots[table.slot]!.copy);
  const singleSlotsOf = problem.sessions.map((_, s) =>
    problem.slots.filter((slot) => slot.sessions.length === 1 && slot.sessions[0] === s),
  );

  /**
   * The table's players, and `add` with them, at another copy of this session (another game when
   * the copy is of another title); kept when the plan's value rises.
   */
  const attemptCopy = (t: number, slotIndex: number, add: number[] = []): boolean => {
    const table = tables[t]!;
    const from = table.slot;
    const players = [...table.players];
    const target = problem.slots[slotIndex]!;
    const next = [...players, ...add];
    if (next.length < target.minPlayers || next.length > target.maxPlayers) return false;
    if (!next.every((a) => problem.canSit(a, target))) return false;
    const before = values[t]!;
    const seatAt = (to: number, who: number[]) => {
      let delta = 0;
      for (const a of [...table.players].reverse()) {
        delta += touch(a, t, -1);
        table.players = table.players.filter((p) => p !== a);
      }
      table.slot = to;
      for (const a of who) {
        table.players.push(a);
        delta += touch(a, t, 1);
      }
      return delta;
    };
    let delta = seatAt(slotIndex, next);
    const allowed =
      !problem.playOnce || next.every((a) => (playedCount[a]!.get(target.game) ?? 0) <= 1);
    const after = tableValue(problem, table);
    delta += after - before;
    if (allowed && delta > 0) {
      const s = problem.slots[from]!.sessions[0]!;
      copiesUsed[s]!.delete(problem.slots[from]!.copy);
      copiesUsed[s]!.add(target.copy);
      values[t] = after;
      return true;
    }
    seatAt(from, players);
    return false;
  };

  const size = (t: number) => tables[t]!.players.length;
  const slotOf = (t: number) => problem.slots[tables[t]!.slot]!;
  const freeSlots = (s: number) =>
    singleSlotsOf[s]!.filter((slot) => !copiesUsed[s]!.has(slot.copy));

  /**
   * Seats a left-out attendee: at a table with room; else at a full table whose player b moves to
   * another table with room; else at a table moved, with a, to a free copy that seats more.
   */
  const repair = (a: number, here: number[]): boolean => {
    for (const t of here)
      if (size(t) < slotOf(t).maxPlayers && attempt([{ t, remove: [], add: [a] }])) return true;
    for (const t1 of here) {
      if (size(t1) < slotOf(t1).maxPlayers || !problem.canSit(a, slotOf(t1))) continue;
      for (const b of [...tables[t1]!.players])
        for (const t2 of here) {
          if (t2 === t1 || size(t2) >= slotOf(t2).maxPlayers) continue;
          if (
            attempt([
              { t: t1, remove: [b], add: [a] },
              { t: t2, remove: [], add: [b] },
            ])
          )
            return true;
        }
    }
    for (const t of here)
      for (const slot of freeSlots(problem.slots[tables[t]!.slot]!.sessions[0]!))
        if (slot.maxPlayers > size(t) && attemptCopy(t, slot.index, [a])) return true;
    return false;
  };

  const result = () =>
    tables
      .filter((t) => t.players.length > 0)
      .map((t) => ({ slot: t.slot, players: [...t.players].sort((x, y) => x - y) }));
  const late = () => performance.now() > deadline;
  for (let round = 0; round < 50; round++) {
    let improved = false;
    for (let s = 0; s < problem.sessions.length; s++) {
      if (late()) return result();
      const here = tables
        .map((_, t) => t)
        .filter((t) => single(t) && slotOf(t).sessions[0] === s && size(t) > 0);
      for (const a of problem.order) {
        if (!problem.attends[a]![s] || seatOf[a]![s] !== -1) continue;
        if (repair(a, here)) improved = true;
      }
      for (const t1 of here) {
        // A large session takes a while: the guard is looked at table by table.
        if (late()) return result();
        for (const a of [...tables[t1]!.players]) {
          if (!tables[t1]!.players.includes(a)) continue;
          for (const t2 of here) {
            if (t2 === t1) continue;
            // Move a to t2.
            if (
              size(t1) > slotOf(t1).minPlayers &&
              size(t2) < slotOf(t2).maxPlayers &&
              attempt([
                { t: t1, remove: [a], add: [] },
                { t: t2, remove: [], add: [a] },
              ])
            ) {
              improved = true;
              break;
            }
            // Swap a with someone at t2.
            let swapped = false;
            for (const b of [...tables[t2]!.players]) {
              if (
                attempt([
                  { t: t1, remove: [a], add: [b] },
                  { t: t2, remove: [b], add: [a] },
                ])
              ) {
                swapped = true;
                break;
              }
            }
            if (swapped) {
              improved = true;
              break;
            }
          }
        }
      }
      // The same players at a copy of another game nobody plays here.
      for (const t of here)
        for (const slot of freeSlots(s)) {
          if (attemptCopy(t, slot.index)) {
            improved = true;
            break;
          }
        }
    }
    if (!improved) break;
  }
  return result();
};
