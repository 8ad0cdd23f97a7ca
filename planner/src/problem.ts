// The input turned into indexed facts: copies of games, and every table that could be set up
// (a copy in a session, or a long game's copy across the day and evening of one day).
import { seededRandom } from './seeded-random';
import {
  LONG_GAME_MINUTES,
  playersFitting,
  smallestTable,
  tableMinutes,
  type AttendeeInput,
  type GameInput,
  type PlannerInput,
  type SessionInput,
} from './input';

/** A teacher: offers to host and teach, and knows games well (Experienced or level 2). */
export const TEACHER_LEVEL = 2;
export const NEW_LEVEL = 0;

export interface Copy {
  gameId: string;
  /** Attendee index of the owner, or null for a club copy. */
  owner: number | null;
}

/** A seat the input fixes: the attendee sits at a table of this game in this session. */
export interface FixedSeat {
  attendee: number;
  session: number;
  game: number;
  /** The copy's owner (attendee index), null for a club copy, undefined for any copy. */
  owner: number | null | undefined;
}

/** A table that could be set up: one copy, in one session or across a day and its evening. */
export interface Slot {
  index: number;
  sessions: number[];
  copy: number;
  game: number;
  /** Its smallest table (the options' minimum table size included). */
  minPlayers: number;
  /** Its largest table that fits the minutes of its sessions. */
  maxPlayers: number;
}

export interface Problem {
  input: PlannerInput;
  sessions: SessionInput[];
  games: GameInput[];
  attendees: AttendeeInput[];
  copies: Copy[];
  slots: Slot[];
  /** attends[a][s]: attendee a comes to session s. */
  attends: boolean[][];
  /** wants[a][g]: attendee a wants to play game g. */
  wants: boolean[][];
  /** Unordered pairs [a, b] (a < b) where one asked to play with the other. */
  pairs: [number, number][];
  teacher: boolean[];
  isNew: boolean[];
  playOnce: boolean;
  /**
   * The attendees in the order the searches visit them: input order for seed 0, else shuffled by
   * the seed, so another seed breaks ties another way and gives another plan of similar value.
   */
  order: number[];
  /** Slots whose sessions all belong to this group of sessions, per day (index into days). */
  days: { day: string; sessions: number[] }[];
  /** The fixed seats, each once; fixedAt[a][s] is attendee a's in session s, or null. */
  fixedSeats: FixedSeat[];
  fixedAt: (FixedSeat | null)[][];
  /**
   * Slots usable by attendee a: every session of the slot attended, no ban of a from its game in
   * them, and where a has a fixed seat in one of them, the slot is of that game (and copy).
   */
  canSit: (a: number, slot: Slot) => boolean;
}

const PART_ORDER = { day: 0, evening: 1 } as const;

export const buildProblem = (input: PlannerInput): Problem => {
  // Sessions in time order; ties kept in input order (sort is stable).
  const sessions = [...input.sessions].sort(
    (x, y) => x.day.localeCompare(y.day) || PART_ORDER[x.part] - PART_ORDER[y.part],
  );
  const sessionIndex = new Map(sessions.map((s, i) => [s.id, i]));
  const games = input.games;
  const gameIndex = new Map(games.map((g, i) => [g.id, i]));
  const attendees = input.attendees;
  const attendeeIndex = new Map(attendees.map((a, i) => [a.id, i]));

  const attends = attendees.map((a) => {
    const row = sessions.map(() => false);
    for (const id of a.sessionIds) row[sessionIndex.get(id)!] = true;
    return row;
  });
  const wants = attendees.map((a) => {
    const row = games.map(() => false);
    for (const id of a.wants) row[gameIndex.get(id)!] = true;
    return row;
  });

  const copies: Copy[] = [];
  attendees.forEach((a, owner) => {
    // A title listed twice is two copies: two tables of it may run at once.
    for (const gameId of a.brings) copies.push({ gameId, owner });
  });
  for (const gameId of input.clubCopies) copies.push({ gameId, owner: null });

  const pairKeys = new Set<string>();
  const pairs: [number, number][] = [];
  attendees.forEach((a, i) => {
    for (const other of a.playWith) {
      const j = attendeeIndex.get(other)!;
      const pair: [number, number] = i < j ? [i, j] : [j, i];
      const key = pair.join(',');
      if (!pairKeys.has(key)) {
        pairKeys.add(key);
        pairs.push(pair);
      }
    }
  });

  const days: { day: string; sessions: number[] }[] = [];
  sessions.forEach((s, i) => {
    const last = days[days.length - 1];
    if (last && last.day === s.day) last.sessions.push(i);
    else days.push({ day: s.day, sessions: [i] });
  });

  const banned = new Set(
    input.bannedGames.map((b) => `${sessionIndex.get(b.sessionId)},${gameIndex.get(b.gameId)}`),
  );
  const bannedSeat = new Set(
    input.bannedSeats.map(
      (b) =>
        `${attendeeIndex.get(b.attendeeId)},${sessionIndex.get(b.sessionId)},${gameIndex.get(b.gameId)}`,
    ),
  );
  const fixedAt: (FixedSeat | null)[][] = attendees.map(() => sessions.map(() => null));
  const fixedSeats: FixedSeat[] = [];
  for (const seat of input.fixedSeats) {
    const fixed: FixedSeat = {
      attendee: attendeeIndex.get(seat.attendeeId)!,
      session: sessionIndex.get(seat.sessionId)!,
      game: gameIndex.get(seat.gameId)!,
      owner:
        seat.copyOwnerId === undefined || seat.copyOwnerId === null
          ? seat.copyOwnerId
          : attendeeIndex.get(seat.copyOwnerId)!,
    };
    if (fixedAt[fixed.attendee]![fixed.session]) continue;
    fixedAt[fixed.attendee]![fixed.session] = fixed;
    fixedSeats.push(fixed);
  }

  const copyUsable = (copy: Copy, sessionIdxs: number[]) =>
    copy.owner === null || sessionIdxs.every((s) => attends[copy.owner!]![s]);

  const slots: Slot[] = [];
  const addSlot = (sessionIdxs: number[], copy: number, game: number, minutes: number) => {
    if (sessionIdxs.some((s) => banned.has(`${s},${game}`))) return;
    const maxPlayers = playersFitting(games[game]!, input.options, minutes);
    if (maxPlayers === 0) return;
    const minPlayers = smallestTable(games[game]!, input.options);
    slots.push({ index: slots.length, sessions: sessionIdxs, copy, game, minPlayers, maxPlayers });
  };
  /** Minutes of the game's smallest table allowed. */
  const shortest = (g: number) => tableMinutes(games[g]!, smallestTable(games[g]!, input.options));
  const fits = (fixed: FixedSeat | null, slot: Slot) =>
    fixed === null ||
    (slot.game === fixed.game &&
      (fixed.owner === undefined || copies[slot.copy]!.owner === fixed.owner));
  sessions.forEach((session, s) => {
    copies.forEach((copy, c) => {
      const g = gameIndex.get(copy.gameId)!;
      if (copyUsable(copy, [s])) addSlot([s], c, g, session.minutes);
    });
  });
  // A long game (one that fits in neither session alone) spans the day and evening of one day.
  for (const { sessions: idxs } of days) {
    if (idxs.length !== 2) continue;
    const [d, e] = idxs as [number, number];
    const total = sessions[d]!.minutes + sessions[e]!.minutes;
    copies.forEach((copy, c) => {
      const g = gameIndex.get(copy.gameId)!;
      const minutes = shortest(g);
      const long = minutes > sessions[d]!.minutes && minutes > sessions[e]!.minutes;
      if (long && copyUsable(copy, [d, e])) addSlot([d, e], c, g, total);
    });
  }

  // A game of ten hours or more only for those who want it or bring it (or are fixed at it).
  const tooLongFor = (a: number, g: number) =>
    games[g]!.minutes >= LONG_GAME_MINUTES &&
    !wants[a]![g] &&
    !attendees[a]!.brings.includes(games[g]!.id);

  const order = attendees.map((_, a) => a);
  if (input.options.seed !== 0) {
    const random = seededRandom(input.options.seed);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
  }

  return {
    input,
    sessions,
    games,
    attendees,
    copies,
    slots,
    attends,
    wants,
    pairs,
    teacher: attendees.map((a) => a.hostAndTeach && a.level >= TEACHER_LEVEL),
    isNew: attendees.map((a) => a.level === NEW_LEVEL),
    playOnce: input.options.playOnce,
    order,
    days,
    fixedSeats,
    fixedAt,
    canSit: (a, slot) =>
      slot.sessions.every(
        (s) =>
          attends[a]![s] &&
          !bannedSeat.has(`${a},${s},${slot.game}`) &&
          fits(fixedAt[a]![s] ?? null, slot),
      ) &&
      // A fixed seat at a long game in either of its sessions is the organisers' choice.
      (!tooLongFor(a, slot.game) || slot.sessions.some((s) => fixedAt[a]![s] !== null)) &&
      !(input.options.playOnce && attendees[a]!.plays.includes(games[slot.game]!.id)),
  };
};
