// The planner's input: its shape (zod) and the references between its parts.
import { z } from 'zod';

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
    minutes: z.number().int().positive(),
  })
  .refine((game) => game.maxPlayers >= game.minPlayers, {
    message: 'maxPlayers must be at least minPlayers',
    path: ['maxPlayers'],
  });

const attendeeSchema = z.object({
  id,
  sessionIds: ids,
  level: z.number().int().min(0).max(3),
  brings: ids.default([]),
  wants: ids.default([]),
  playWith: ids.default([]),
  hostAndTeach: z.boolean().default(false),
  mindNewPlayers: z.boolean().default(true),
  sameExperience: z.boolean().default(false),
});

const optionsSchema = z
  .object({
    playOnce: z.boolean().default(true),
    timeLimitSeconds: z.number().positive().max(3600).default(10),
  })
  .default({ playOnce: true, timeLimitSeconds: 10 });

export const plannerInputSchema = z
  .object({
    sessions: z.array(sessionSchema),
    games: z.array(gameSchema),
    clubCopies: ids.default([]),
    attendees: z.array(attendeeSchema),
    options: optionsSchema,
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
      attendee.playWith.forEach((p, i) => {
        known(attendeeIds, 'attendee', at('playWith', i), p);
        if (p === attendee.id)
          issue(at('playWith', i), 'an attendee cannot ask to play with themselves');
      });
    });
  });

export type PlannerInput = z.infer<typeof plannerInputSchema>;
export type SessionInput = PlannerInput['sessions'][number];
export type GameInput = PlannerInput['games'][number];
export type AttendeeInput = PlannerInput['attendees'][number];

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
