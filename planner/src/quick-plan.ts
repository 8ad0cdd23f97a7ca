// The constructive plan for conventions too large for the greedy plan's full scans (thousands of
// attendees and games: its every table weighs every table that could be set up). Session by
// session, the most wanted games first, each table filled with those who want its game; then
// everyone left seated where there is room, or at new tables. Tables across a day and its evening
// are left to smaller conventions.
import { PlanState, seatFixed } from './greedy';
import type { Problem, Slot } from './problem';
import type { PlanTable } from './score';

/** Above this many (attendee, table that could be set up) pairs, the quick plan is the start. */
export const QUICK_PLAN_ABOVE = 2_000_000;

export const isLarge = (problem: Problem): boolean =>
  problem.attendees.length * problem.slots.length > QUICK_PLAN_ABOVE;

export const quickPlan = (problem: Problem): PlanTable[] => {
  const state = new PlanState(problem);
  seatFixed(state);
  problem.sessions.forEach((_, s) => {
    const free = () =>
      problem.order.filter((a) => problem.attends[a]![s] && state.seat[a]![s] === -1);
    const byGame = new Map<number, Slot[]>();
    for (const slot of problem.slots)
      if (slot.sessions.length === 1 && slot.sessions[0] === s)
        byGame.set(slot.game, [...(byGame.get(slot.game) ?? []), slot]);
    const wishes = (game: number) =>
      free().filter((a) => problem.wants[a]![game] && !state.played[a]!.has(game)).length;
    const games = [...byGame.keys()]
      .map((game) => ({ game, wishes: wishes(game) }))
      .sort((x, y) => y.wishes - x.wishes || x.game - y.game);
    for (const { game } of games)
      for (const slot of byGame.get(game)!) {
        if (!state.slotOpen(slot)) continue;
        const wanting = free().filter((a) => problem.wants[a]![game] && state.canJoin(a, slot));
        if (wanting.length < slot.minPlayers) break;
        state.open(slot, wanting.slice(0, slot.maxPlayers));
      }
    // Everyone left: a seat at a table with room (one that plays a game they want first), then
    // new tables of any free copy for those still left.
    const tables = state.tables
      .map((table, index) => ({ index, slot: problem.slots[table.slot]! }))
      .filter(({ slot }) => slot.sessions.includes(s));
    for (const a of free()) {
      const room = tables.filter(
        ({ index, slot }) =>
          state.tables[index]!.players.length < slot.maxPlayers && state.canJoin(a, slot),
      );
      const seat = room.find(({ slot }) => problem.wants[a]![slot.game]) ?? room[0];
      if (seat) state.join(seat.index, a);
    }
    for (const slots of byGame.values())
      for (const slot of slots) {
        if (!state.slotOpen(slot)) continue;
        const players = free().filter((a) => state.canJoin(a, slot));
        if (players.length >= slot.minPlayers) state.open(slot, players.slice(0, slot.maxPlayers));
      }
  });
  return state.result();
};
