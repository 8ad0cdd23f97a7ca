// The planner's input: its shape (zod) and the references between its parts.
import { z } from 'zod';

/** Two players make a duel, not an 18xx table: three by default, whatever the catalogue allows. */
export const DEFAULT_MIN_TABLE_SIZE = 3;

/** A game this long takes a whole day and its evening: nobody is put at it who did not ask. */
export const LONG_GAME_MINUTES = 600;

const id = z.string().trim().min(1, 'an id must not be empty');
const ids = z.array(id);

const sessionSchema = z.object({
  id,
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is written YYYY-MM-DD'),
  part: z.enum(['day', 'evening']),
  minutes: z.number().int().positive(),
  maxTables: z.number().int().min(0),
});

const gameSchema = z
  .object({
    id,
    minPlayers: z.number().int().min(1),
    maxPlayers: z.number().int().min(1),
    /** Minutes at its smallest table. */
    minutes: z.number().int().positive(),
    /** Minutes at its largest table, when more players take longer; left out, the same. */
    minutesAtMaxPlayers: z.number().int().positive().optional(),
  })
  .refine((game) => game.maxPlayers >= game.minPlayers, {
    message: 'maxPlayers must be at least minPlayers',
    path: ['maxPlayers'],
  })
  .refine((game) => (game.minutesAtMaxPlayers ?? game.minutes) >= game.minutes, {
    message: 'minutesAtMaxPlayers must be at least minutes',
    path: ['minutesAtMaxPlayers'],
  });

const attendeeSchema = z.object({
  id,
  sessionIds: ids,
  level: z.number().int().min(0).max(3),
  brings: ids.default([]),
  wants: ids.default([]),
  playWith: ids.default([]),
  /** Titles the attendee plays at tables kept out of this plan: with playOnce, not again. */
  plays: ids.default([]),
  hostAndTeach: z.boolean().default(false),
  mindNewPlayers: z.boolean().default(true),
  sameExperience: z.boolean().default(false),
});

/** An attendee who must sit at a table of this game in this session (optionally at one copy). */
const fixedSeatSchema = z.object({
  attendeeId: id,
  sessionId: id,
  gameId: id,
  /** An attendee's copy; null for a club copy; left out for any copy of the game. */
  copyOwnerId: id.nullable().optional(),
});

/** No table of this game in this session. */
const bannedGameSchema = z.object({ sessionId: id, gameId: id });

/** This attendee never sits at this game in this session. */
const bannedSeatSchema = z.object({ attendeeId: id, sessionId: id, gameId: id });

const optionsSchema = z
  .object({
    playOnce: z.boolean().default(true),
    timeLimitSeconds: z.number().positive().max(3600).default(10),
    /** No table below this many players, whatever a game's own minimum. */
    minTableSize: z.number().int().min(1).default(DEFAULT_MIN_TABLE_SIZE),
    /** The same input and seed give the same plan; another seed asks for another plan. */
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .default(0),
  })
  .default({
    playOnce: true,
    timeLimitSeconds: 10,
    minTableSize: DEFAULT_MIN_TABLE_SIZE,
    seed: 0,
  });

export const plannerInputSchema = z
  .object({
    sessions: z.array(sessionSchema),
    games: z.array(gameSchema),
    clubCopies: ids.default([]),
    attendees: z.array(attendeeSchema),
    options: optionsSchema,
    fixedSeats: z.array(fixedSeatSchema).default([]),
    bannedGames: z.array(bannedGameSchema).default([]),
    bannedSeats: z.array(bannedSeatSchema).default([]),
  })
  .superRefine((input, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const unique = (list: { id: string }[], name: string) => {
      const seen = new Set<string>();
      list.forEach((item, index) => {
        if (seen.has(item.id)) issue([name, index, 'id'], `duplicate id "${item.id}"`);
        seen.add(item.id);
      });
      return seen;
    };
    const sessionIds = unique(input.sessions, 'sessions');
    const gameIds = unique(input.games, 'games');
    const attendeeIds = unique(input.attendees, 'attendees');
    const parts = new Set<string>();
    input.sessions.forEach((session, index) => {
      const key = `${session.day} ${session.part}`;
      if (parts.has(key))
        issue(['sessions', index, 'part'], `a second ${session.part} session on ${session.day}`);
      parts.add(key);
    });
    const known = (set: Set<string>, what: string, path: (string | number)[], value: string) => {
      if (!set.has(value)) issue(path, `unknown ${what} "${value}"`);
    };
    input.clubCopies.forEach((game, index) => known(gameIds, 'game', ['clubCopies', index], game));
    input.attendees.forEach((attendee, a) => {
      const at = (field: string, index: number) => ['attendees', a, field, index];
      attendee.sessionIds.forEach((s, i) => known(sessionIds, 'session', at('sessionIds', i), s));
      attendee.brings.forEach((g, i) => known(gameIds, 'game', at('brings', i), g));
      attendee.wants.forEach((g, i) => known(gameIds, 'game', at('wants', i), g));
      attendee.plays.forEach((g, i) => known(gameIds, 'game', at('plays', i), g));
      attendee.playWith.forEach((p, i) => {
        known(attendeeIds, 'attendee', at('playWith', i), p);
        if (p === attendee.id)
          issue(at('playWith', i), 'an attendee cannot ask to play with themselves');
      });
    });
    const attending = new Map(input.attendees.map((a) => [a.id, new Set(a.sessionIds)]));
    input.bannedGames.forEach((ban, i) => {
      known(sessionIds, 'session', ['bannedGames', i, 'sessionId'], ban.sessionId);
      known(gameIds, 'game', ['bannedGames', i, 'gameId'], ban.gameId);
    });
    input.bannedSeats.forEach((ban, i) => {
      known(attendeeIds, 'attendee', ['bannedSeats', i, 'attendeeId'], ban.attendeeId);
      known(sessionIds, 'session', ['bannedSeats', i, 'sessionId'], ban.sessionId);
      known(gameIds, 'game', ['bannedSeats', i, 'gameId'], ban.gameId);
    });
    const fixedAt = new Map<string, string>();
    input.fixedSeats.forEach((seat, i) => {
      const at = (field: string) => ['fixedSeats', i, field];
      known(attendeeIds, 'attendee', at('attendeeId'), seat.attendeeId);
      known(sessionIds, 'session', at('sessionId'), seat.sessionId);
      known(gameIds, 'game', at('gameId'), seat.gameId);
      if (attendeeIds.has(seat.attendeeId) && !attending.get(seat.attendeeId)!.has(seat.sessionId))
        issue(at('sessionId'), `${seat.attendeeId} does not attend "${seat.sessionId}"`);
      if (seat.copyOwnerId === null && !input.clubCopies.includes(seat.gameId))
        issue(at('copyOwnerId'), `no club copy of "${seat.gameId}"`);
      if (typeof seat.copyOwnerId === 'string') {
        const owner = input.attendees.find((a) => a.id === seat.copyOwnerId);
        if (!owner?.brings.includes(seat.gameId))
          issue(at('copyOwnerId'), `"${seat.copyOwnerId}" brings no copy of "${seat.gameId}"`);
      }
      const where = `${seat.attendeeId} ${seat.sessionId}`;
      const what = `${seat.gameId} ${seat.copyOwnerId}`;
      if (fixedAt.has(where) && fixedAt.get(where) !== what)
        issue(at('gameId'), `${seat.attendeeId} has another fixed seat in "${seat.sessionId}"`);
      fixedAt.set(where, what);
      if (input.bannedGames.some((b) => b.sessionId === seat.sessionId && b.gameId === seat.gameId))
        issue(at('gameId'), `"${seat.gameId}" is banned in "${seat.sessionId}"`);
      if (
        input.bannedSeats.some(
          (b) =>
            b.attendeeId === seat.attendeeId &&
            b.sessionId === seat.sessionId &&
            b.gameId === seat.gameId,
        )
      )
        issue(
          at('gameId'),
          `${seat.attendeeId} is banned from "${seat.gameId}" in "${seat.sessionId}"`,
        );
    });
  });

export type PlannerInput = z.infer<typeof plannerInputSchema>;
export type SessionInput = PlannerInput['sessions'][number];
export type GameInput = PlannerInput['games'][number];
export type AttendeeInput = PlannerInput['attendees'][number];
export type FixedSeatInput = PlannerInput['fixedSeats'][number];

/** The smallest table of a game the options allow. */
export const smallestTable = (game: GameInput, options: PlannerInput['options']): number =>
  Math.max(game.minPlayers, options.minTableSize);

/** Minutes a table of this many players takes: in proportion between the smallest and largest. */
export const tableMinutes = (game: GameInput, players: number): number => {
  const atMax = game.minutesAtMaxPlayers ?? game.minutes;
  if (game.maxPlayers === game.minPlayers) return atMax;
  const share = (players - game.minPlayers) / (game.maxPlayers - game.minPlayers);
  return Math.ceil(game.minutes + (atMax - game.minutes) * share);
};

/** The most players of this game that fit this many minutes (0 when not even its smallest table). */
export const playersFitting = (
  game: GameInput,
  options: PlannerInput['options'],
  minutes: number,
): number => {
  let most = 0;
  for (let n = smallestTable(game, options); n <= game.maxPlayers; n++)
    if (tableMinutes(game, n) <= minutes) most = n;
  return most;
};

/** `attendees[2].sessionIds[0]` from zod's path. */
const formatPath = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (text, key) =>
      typeof key === 'number'
        ? `${text}[${key}]`
        : text === ''
          ? String(key)
          : `${text}.${String(key)}`,
    '',
  ) || '(input)';

export class InputError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid planner input:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InputError';
  }
}

/** The input checked and with its defaults filled in; throws InputError naming each bad path. */
export const parseInput = (raw: unknown): PlannerInput => {
  const result = plannerInputSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new InputError(result.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`));
};
