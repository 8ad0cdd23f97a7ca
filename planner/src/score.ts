// What a plan is worth: the wishes as weights, and the figures reported with a proposal.
import type { Problem, Slot } from './problem';

/** A plan inside the solver: tables as slot indexes and attendee indexes. */
export interface PlanTable {
  slot: number;
  players: number[];
}

/**
 * The wishes' weights, in order. They are weights, not strict priorities, but each is set so that
 * one unit of a wish outweighs the usual amounts of the wishes below it.
 */
export const WEIGHTS = {
  /** per attendee and session with a seat */
  seat: 1000,
  /** per attendee who plays at least one game they want */
  anyWanted: 300,
  /** per seat at a wanted game and session it is played in (a long game counts twice) */
  wantedSeat: 60,
  /** per hour (begun) of a game, for a seat at it that its player did not ask for (a penalty) */
  unwantedHour: 2,
  /** per owner who plays their own copy */
  ownCopy: 3,
  /** per pair (one asked for the other) who share at least one table */
  playWith: 25,
  /**
   * per New player at a table without a teacher (a penalty): more than any wish of a teacher's
   * own, so a teacher who can join goes to the New player, yet less than a seat
   */
  newWithoutTeacher: 600,
  /** per attendee who minds New players seated with one (a penalty) */
  mindedNewPlayer: 6,
  /** per attendee who wants their own level seated with someone two levels away (a penalty) */
  otherExperience: 4,
} as const;

export interface Metrics {
  seated: number;
  wantedSeats: number;
  attendeesWithAWantedGame: number;
  playWithMet: number;
  newWithoutTeacher: number;
}

export interface Evaluation {
  score: number;
  metrics: Metrics;
  ownCopies: number;
  mindedNewPlayers: number;
  otherExperience: number;
}

/**
 * What one seat is worth on its own: a seat per session, a wanted game per session, the owner at
 * their copy, less the length of a game its player did not ask for.
 */
export const seatValue = (problem: Problem, a: number, slot: Slot): number => {
  const sessions = slot.sessions.length;
  const wanted = problem.wants[a]![slot.game];
  return (
    WEIGHTS.seat * sessions +
    (wanted
      ? WEIGHTS.wantedSeat * sessions
      : -WEIGHTS.unwantedHour * Math.ceil(problem.games[slot.game]!.minutes / 60)) +
    (problem.copies[slot.copy]!.owner === a ? WEIGHTS.ownCopy : 0)
  );
};

/** A table's facts that the weights look at. */
export const tableFacts = (problem: Problem, table: PlanTable) => {
  const slot = problem.slots[table.slot]!;
  const owner = problem.copies[slot.copy]!.owner;
  const players = table.players;
  const hasTeacher = players.some((p) => problem.teacher[p]);
  const newPlayers = players.filter((p) => problem.isNew[p]);
  let wanted = 0;
  let seats = 0;
  let minded = 0;
  let otherLevel = 0;
  for (const p of players) {
    if (problem.wants[p]![slot.game]) wanted++;
    seats += seatValue(problem, p, slot);
    const attendee = problem.attendees[p]!;
    if (!attendee.mindNewPlayers && newPlayers.some((n) => n !== p)) minded++;
    if (
      attendee.sameExperience &&
      players.some((q) => Math.abs(problem.attendees[q]!.level - attendee.level) > 1)
    )
      otherLevel++;
  }
  return {
    slot,
    wanted,
    seats,
    ownCopy: owner !== null && players.includes(owner) ? 1 : 0,
    newWithoutTeacher: hasTeacher ? 0 : newPlayers.length,
    minded,
    otherLevel,
  };
};

export const evaluate = (problem: Problem, tables: readonly PlanTable[]): Evaluation => {
  let seated = 0;
  let seatValues = 0;
  let wantedSeats = 0;
  let ownCopies = 0;
  let newWithoutTeacher = 0;
  let mindedNewPlayers = 0;
  let otherExperience = 0;
  const gotWanted = new Set<number>();
  const together = new Set<string>();
  for (const table of tables) {
    const facts = tableFacts(problem, table);
    seated += table.players.length * facts.slot.sessions.length;
    wantedSeats += facts.wanted;
    seatValues += facts.seats;
    ownCopies += facts.ownCopy;
    newWithoutTeacher += facts.newWithoutTeacher;
    mindedNewPlayers += facts.minded;
    otherExperience += facts.otherLevel;
    for (const p of table.players) if (problem.wants[p]![facts.slot.game]) gotWanted.add(p);
    for (const p of table.players)
      for (const q of table.players) if (p < q) together.add(`${p},${q}`);
  }
  const playWithMet = problem.pairs.filter(([a, b]) => together.has(`${a},${b}`)).length;
  const score =
    seatValues +
    WEIGHTS.anyWanted * gotWanted.size +
    WEIGHTS.playWith * playWithMet -
    WEIGHTS.newWithoutTeacher * newWithoutTeacher -
    WEIGHTS.mindedNewPlayer * mindedNewPlayers -
    WEIGHTS.otherExperience * otherExperience;
  return {
    score,
    metrics: {
      seated,
      wantedSeats,
      attendeesWithAWantedGame: gotWanted.size,
      playWithMet,
      newWithoutTeacher,
    },
    ownCopies,
    mindedNewPlayers,
    otherExperience,
  };
};
