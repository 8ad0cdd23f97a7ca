// The table planner of a convention: the organisers' board (admins only) and the tables a member
// sees once the plan is published.
import { z } from 'zod';

export const PLAN_STALE =
  'Another organiser changed this plan in the meantime. The board now shows their version: check it and make your change again.';
export const PLAN_NOT_FOUND = 'No plan has been made for this convention yet.';
export const PLAN_TABLE_UNKNOWN = 'A table of the request is not in the plan.';
export const PLAN_PLAYER_UNKNOWN =
  'A player of the request is not an attendee of this convention, or does not attend that session.';
export const PLAN_PLAYER_TWICE = 'A player cannot sit at two tables of the same session.';
export const PLAN_NOTHING_TO_PUBLISH = 'There are no tables to publish.';
export const PLAN_CONVENTION_NOT_FOUND = 'Convention not found.';
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
  /** A registration id; null for a club copy. */
  copyOwnerId: z.string().nullable(),
  teacherId: z.string().nullable(),
  playerIds: z.array(z.string()),
  pinned: z.boolean(),
  /** What breaks a rule at this table, in words (too few players, a New player without teacher...). */
  warnings: z.array(z.string()),
});
export type PlanTable = z.infer<typeof planTableSchema>;

export const planAttendeeSchema = z.object({
  /** The registration id. */
  id: z.string(),
  name: z.string(),
  level: z.number().int(),
  sessionIds: z.array(z.number().int()),
  hostAndTeach: z.boolean(),
});
export type PlanAttendee = z.infer<typeof planAttendeeSchema>;

export const planSessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDateTime: z.string(),
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

export const planMetricsSchema = z.object({
  seated: z.number().int(),
  wantedSeats: z.number().int(),
  attendeesWithAWantedGame: z.number().int(),
  playWithMet: z.number().int(),
  newWithoutTeacher: z.number().int(),
});

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
  metrics: planMetricsSchema.nullable(),
  solver: planSolverSchema.nullable(),
});
export type TablePlan = z.infer<typeof tablePlanSchema>;

export const conventionIdParamsSchema = z.object({
  conventionId: z.coerce.number().pipe(z.int32().positive()),
});

/** No game seats more players than the catalogue allows. */
const MAX_TABLE_SEATS = 12;

const versionField = z.number().int().min(0).max(2_147_483_647);

/** POST /api/Planner/{conventionId}/run: plans again, keeping the pinned tables. */
export const runPlanRequestSchema = z.strictObject({
  version: versionField,
  /** At most this long; small conventions finish much sooner. */
  timeLimitSeconds: z.number().min(1).max(60).default(10),
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
      }),
    )
    .max(2000),
});
export type SaveTablesRequest = z.input<typeof saveTablesRequestSchema>;

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
  startDateTime: z.string(),
  gameTitle: z.string(),
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
    }),
  ),
});
export type MyTables = z.infer<typeof myTablesSchema>;
