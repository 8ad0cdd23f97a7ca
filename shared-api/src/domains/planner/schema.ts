// The table planner of a convention: the organisers' board (admins only) and the tables a member
// sees once the plan is published.
import { z } from 'zod';
import { wallClockString } from '../../contract/wall-clock';

export const PLAN_STALE =
  'Another organiser changed this plan in the meantime. The board now shows their version: check it and make your change again.';
export const PLAN_NOT_FOUND = 'No plan has been made for this convention yet.';
export const PLAN_BEING_MADE = 'Please wait: a plan is being made for this convention.';
/** The longest time limit a run may ask for. */
export const PLAN_TIME_LIMIT_MAX_SECONDS = 30;
export const PLAN_TOO_SLOW =
  'The planner could not make a plan in time. Please try again in a minute.';
export const PLANNER_BUSY =
  'The planner is making other plans at the moment. Please try again in a minute.';
export const PLAN_TABLE_UNKNOWN = 'A table of the request is not in the plan.';
export const PLAN_PLAYER_UNKNOWN =
  'A player of the request is not an attendee of this convention, or does not attend that session.';
export const PLAN_PLAYER_TWICE = 'A player cannot sit at two tables of the same session.';
export const PLAN_NOTHING_TO_PUBLISH = 'There are no tables to publish.';
export const PLAN_CONVENTION_NOT_FOUND = 'Convention not found.';
export const PLAN_SEAT_UNKNOWN = 'That player does not sit at this table.';
export const PLAN_BAN_UNKNOWN = 'That ban is no longer in the plan.';
export const PLAN_BAN_CLASHES_WITH_PIN =
  'A seat at another table of this game in this session is pinned: unpin it, or pin that whole table, first.';
export const PLAN_PIN_CLASHES_WITH_BAN = 'A ban forbids this seat: lift the ban first.';
export const PLAN_VERSION_NOT_KEPT = 'That version of the plan is no longer kept.';
export const PLAN_NOTHING_TO_UNDO = 'There is no earlier change of the plan to undo.';
export const PLAN_PINS_CANNOT_HOLD =
  'The pinned seats cannot all be kept: a table with a pinned seat cannot be set up again, or too few others can join it. Unpin a seat, or pin its whole table, and plan again.';
export const PLAN_PUBLISHED_TITLE = 'Your tables';
export const PLAN_NOT_PUBLISHED =
  'The tables are not published yet: publish them before printing the table sheets.';
export const PLAN_SESSION_NOT_FOUND = 'That session is not part of this convention.';

export const WISH_FIELDS = ['bringGames', 'wantToPlayGames', 'peopleToPlayWith'] as const;
export type WishField = (typeof WISH_FIELDS)[number];

export const planTableSchema = z.object({
  /** Stable across moves and pins; a new run gives unpinned tables new ids. */
  id: z.string(),
  sessionIds: z.array(z.number().int()),
  gameId: z.string(),
  gameTitle: z.string(),
  /** The game's players and length, as the catalogue writes them ("3-6 players, 4 h"). */
  gameFacts: z.string(),
  /** A registration id; null for a club copy. */
  copyOwnerId: z.string().nullable(),
  teacherId: z.string().nullable(),
  playerIds: z.array(z.string()),
  pinned: z.boolean(),
  /** Players who stay at this table on a re-run (the table stays; its other seats may change). */
  pinnedPlayerIds: z.array(z.string()),
  /** What breaks a rule at this table, in words (too few players, a New player without teacher...). */
  warnings: z.array(z.string()),
  /** Seats differ from the published copy members see (never before a first publish). */
  changedSincePublished: z.boolean(),
});
export type PlanTable = z.infer<typeof planTableSchema>;

export const planAttendeeSchema = z.object({
  /** The registration id. */
  id: z.string(),
  name: z.string(),
  level: z.number().int(),
  sessionIds: z.array(z.number().int()),
  hostAndTeach: z.boolean(),
  /** The catalogue games they want to play: the board ticks them at those tables. */
  wants: z.array(z.string()),
});
export type PlanAttendee = z.infer<typeof planAttendeeSchema>;

export const planSessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDateTime: wallClockString(),
});
export type PlanSession = z.infer<typeof planSessionSchema>;

/** A piece of a registration's free text that names no catalogue title or attendee. */
export const unmatchedWishSchema = z.object({
  registrationId: z.string(),
  attendeeName: z.string(),
  field: z.enum(WISH_FIELDS),
  text: z.string(),
});
export type UnmatchedWish = z.infer<typeof unmatchedWishSchema>;

export const WISH_TEXT_REQUIRED = 'Say which words to ignore.';

/** POST /api/Planner/{conventionId}/unmatched/ignore: the wish is no longer listed as unmatched. */
export const ignoreWishRequestSchema = z.strictObject({
  registrationId: z.uuid(),
  field: z.enum(WISH_FIELDS),
  text: z.string({ error: WISH_TEXT_REQUIRED }).trim().min(1, WISH_TEXT_REQUIRED).max(1000),
});
export type IgnoreWishRequest = z.infer<typeof ignoreWishRequestSchema>;

export const PLAN_REGISTRATION_NOT_FOUND = 'This registration is not one of the convention.';

export const planMetricsSchema = z.object({
  seated: z.number().int(),
  wantedSeats: z.number().int(),
  attendeesWithAWantedGame: z.number().int(),
  playWithMet: z.number().int(),
  newWithoutTeacher: z.number().int(),
  /** Attendees seated at the same game at two tables. */
  playsTwice: z.number().int(),
});

/**
 * What a re-run must not propose: the game in those sessions (a banned table), or this attendee
 * at the game in those sessions (a banned seat). Tables the organisers pinned are never undone.
 */
export const planBanSchema = z.object({
  id: z.string(),
  sessionIds: z.array(z.number().int()),
  gameId: z.string(),
  gameTitle: z.string(),
  /** Null for a banned table. */
  attendeeId: z.string().nullable(),
});
export type PlanBan = z.infer<typeof planBanSchema>;

export const planSolverSchema = z.object({
  status: z.string(),
  gap: z.number().nullable(),
  seconds: z.number(),
  note: z.string(),
});

/** GET /api/Planner/{conventionId}: the board. */
export const tablePlanSchema = z.object({
  conventionId: z.number().int(),
  conventionName: z.string(),
  /** Every saved change adds one; a write names the version it was made on. */
  version: z.number().int(),
  /** When it was last published; null while only a draft. */
  publishedAt: z.string().nullable(),
  /** Whether the tables changed since they were published. */
  changedSincePublished: z.boolean(),
  sessions: z.array(planSessionSchema),
  attendees: z.array(planAttendeeSchema),
  tables: z.array(planTableSchema),
  unseated: z.array(z.object({ sessionId: z.number().int(), attendeeId: z.string() })),
  unmatched: z.array(unmatchedWishSchema),
  /**
   * The convention's featured games linked to no catalogue game: picking them on the form is no
   * wish to play anything, so the board warns until an organiser links them.
   */
  featuredWithoutGame: z.array(z.string()),
  bans: z.array(planBanSchema),
  metrics: planMetricsSchema.nullable(),
  solver: planSolverSchema.nullable(),
});
export type TablePlan = z.infer<typeof tablePlanSchema>;

export const conventionIdParamsSchema = z.object({
  conventionId: z.coerce.number().pipe(z.int32().positive()),
});

/** No game seats more players than the catalogue allows. */
const MAX_TABLE_SEATS = 12;

export const PLAN_MIN_TABLE_SIZE_INVALID = `The smallest table must be a whole number of players from 2 to ${MAX_TABLE_SEATS}.`;

const versionField = z.number().int().min(0).max(2_147_483_647);

/** POST /api/Planner/{conventionId}/run: plans again, keeping the pinned tables. */
export const runPlanRequestSchema = z.strictObject({
  version: versionField,
  /**
   * At most this long; small conventions finish much sooner. With the wait for a free core and
   * the grace for stopping HiGHS, an answer leaves well within the proxy's 60 s read timeout
   * (docs/reliability.md).
   */
  timeLimitSeconds: z.number().min(1).max(PLAN_TIME_LIMIT_MAX_SECONDS).default(10),
  /** No table below this many players, whatever a game's own minimum. */
  minTableSize: z
    .number(PLAN_MIN_TABLE_SIZE_INVALID)
    .int(PLAN_MIN_TABLE_SIZE_INVALID)
    .min(2, PLAN_MIN_TABLE_SIZE_INVALID)
    .max(MAX_TABLE_SEATS, PLAN_MIN_TABLE_SIZE_INVALID)
    .default(3),
  /** The same seed gives the same plan; "Try another plan" sends another. */
  seed: z.number().int().min(0).max(2_147_483_647).default(0),
});
export type RunPlanRequest = z.input<typeof runPlanRequestSchema>;

/** PUT /api/Planner/{conventionId}/tables: who sits where and which tables are pinned. */
export const saveTablesRequestSchema = z.strictObject({
  version: versionField,
  tables: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(64),
        playerIds: z.array(z.uuid()).max(MAX_TABLE_SEATS),
        pinned: z.boolean(),
        /** Left out: the table's pinned seats stay pinned while their players stay there. */
        pinnedPlayerIds: z.array(z.uuid()).max(MAX_TABLE_SEATS).optional(),
      }),
    )
    .max(2000),
});
export type SaveTablesRequest = z.input<typeof saveTablesRequestSchema>;

/** POST /api/Planner/{conventionId}/bans: bans a table (its game in its sessions) or one seat. */
export const banRequestSchema = z.strictObject({
  version: versionField,
  tableId: z.string().min(1).max(64),
  /** Given: only this player is banned from the table's game in its sessions. */
  playerId: z.uuid().optional(),
});
export type BanRequest = z.input<typeof banRequestSchema>;

/** DELETE /api/Planner/{conventionId}/bans/{banId}: lifts a ban. */
export const liftBanParamsSchema = conventionIdParamsSchema.extend({ banId: z.uuid() });
export const liftBanRequestSchema = z.strictObject({ version: versionField });
export type LiftBanRequest = z.input<typeof liftBanRequestSchema>;

export const PLAN_ACTIONS = ['run', 'edit', 'ban', 'lift', 'restore', 'publish', 'undo'] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

/** GET /api/Planner/{conventionId}/history: the last versions kept, newest first. */
export const planVersionSchema = z.object({
  version: z.number().int(),
  action: z.enum(PLAN_ACTIONS),
  savedAt: z.string(),
  /** The organiser's name; null once their account is gone. */
  savedBy: z.string().nullable(),
  /** A solver's run is a milestone, named "Run 1", "Run 2"... and kept beside the last edits. */
  milestone: z.string().nullable(),
  /** Worked out from the registrations as they are now, like the board's. */
  metrics: planMetricsSchema.extend({ unseated: z.number().int() }).nullable(),
  tables: z.number().int(),
});
export type PlanVersion = z.infer<typeof planVersionSchema>;
export const planHistorySchema = z.array(planVersionSchema);

/** POST /api/Planner/{conventionId}/restore: a kept version becomes the draft again. */
export const restorePlanRequestSchema = z.strictObject({
  version: versionField,
  restoreVersion: versionField,
});
export type RestorePlanRequest = z.input<typeof restorePlanRequestSchema>;

/** POST /api/Planner/{conventionId}/undo: takes back the last change, as a new version. */
export const undoPlanRequestSchema = z.strictObject({ version: versionField });
export type UndoPlanRequest = z.input<typeof undoPlanRequestSchema>;

/** GET /api/Planner/{conventionId}/moves: who sits elsewhere in `to` than in `from`. */
export const planMovesQuerySchema = z.object({
  from: z.coerce.number().pipe(versionField),
  to: z.coerce.number().pipe(versionField),
});
export const planMoveSchema = z.object({
  attendeeId: z.string(),
  name: z.string(),
  sessionName: z.string(),
  /** The game they sat at in `from`; null when unseated. */
  from: z.string().nullable(),
  /** The game they sit at in `to`; null when unseated. */
  to: z.string().nullable(),
});
export type PlanMove = z.infer<typeof planMoveSchema>;
export const planMovesSchema = z.array(planMoveSchema);

/** POST /api/Planner/{conventionId}/publish. */
export const publishPlanRequestSchema = z.strictObject({ version: versionField });
export type PublishPlanRequest = z.input<typeof publishPlanRequestSchema>;

/** GET /api/Planner/{conventionId}/sheets.pdf: every session's sheet, or the one asked for. */
export const tableSheetsQuerySchema = z.strictObject({
  sessionId: z.coerce.number().pipe(z.int32().positive()).optional(),
});

/** GET /api/Planner/my: the caller's tables (and those of whom they registered), once published. */
export const myTableSchema = z.object({
  sessionNames: z.array(z.string()),
  startDateTime: wallClockString(),
  gameTitle: z.string(),
  /** As on the printed table sheets: each session's tables are numbered from 1. */
  tableNumber: z.number().int(),
  tableMates: z.array(z.string()),
  teacher: z.string().nullable(),
  copyOwner: z.string().nullable(),
});
export type MyTable = z.infer<typeof myTableSchema>;

export const myTablesSchema = z.object({
  conventionName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  attendees: z.array(
    z.object({
      registrationId: z.string(),
      attendeeName: z.string(),
      tables: z.array(myTableSchema),
      /** Sessions the attendee registered for where the published plan seats them nowhere. */
      sessionsWithoutTable: z.array(planSessionSchema),
    }),
  ),
});
export type MyTables = z.infer<typeof myTablesSchema>;
