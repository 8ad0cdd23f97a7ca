import { z } from 'zod';
import { isStorableInstant } from '../../contract/storable-instant';
import { WALL_CLOCK_DESCRIPTION, wallClockString } from '../../contract/wall-clock';
import {
  CAPACITY_INVALID,
  CONVENTION_DATES_REQUIRED,
  CONVENTION_END_BEFORE_START,
  CONVENTION_NAME_REQUIRED,
  CONVENTION_START_NOT_FRIDAY,
  DAYS_OF_WEEK,
  GAME_NAME_REQUIRED,
  SEASONS,
  SESSION_END_BEFORE_START,
  SESSION_TYPES,
} from './plain';
import {
  EURO_TEXT,
  euroTextToCents,
  MAX_MEALS,
  MAX_PRICE_CENTS,
  MEAL_MESSAGES,
  MEAL_NAME_MAX_LENGTH,
} from '../registrations/meals';
import { SESSION_NAME_REQUIRED, SESSION_NAME_TOO_LONG } from './session-changes';
import { reminderDaysSchema, venueAnswerSchema, venueSchema } from './venue-schema';

/**
 * A date or date-time on the wire: the club's Belgian wall-clock time written as if it were UTC
 * (zone-less local strings sent with a Z suffix), e.g. 19:00 in Mechelen is
 * '2026-05-22T19:00:00.000Z'. Displayed in UTC, it shows the wall clock again.
 */
export const wireDateTimeSchema = z.iso
  .datetime()
  .refine(isStorableInstant)
  .describe(WALL_CLOCK_DESCRIPTION);

const requiredDate = z
  .string({ error: CONVENTION_DATES_REQUIRED })
  .min(1, CONVENTION_DATES_REQUIRED)
  .pipe(wireDateTimeSchema);

/** A convention session, plus the day and type the registration form shows. */
export const sessionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDateTime: wallClockString(),
  endDateTime: wallClockString().nullable(),
  dayOfWeekName: z.enum(DAYS_OF_WEEK),
  sessionType: z.enum(SESSION_TYPES),
  /** Attendees registered for the session. */
  registeredCount: z.number().int(),
});
export type Session = z.infer<typeof sessionSchema>;

/** A featured game: a game the club puts forward at its conventions. */
export const featuredGameSchema = z.object({
  id: z.string(),
  gameName: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  /** The catalogue game it is, if any: the table planner reads a pick of it as a wish to play. */
  gameId: z.string().nullable(),
});
export type FeaturedGame = z.infer<typeof featuredGameSchema>;

/**
 * GET /api/FeaturedGames/{id}/conventions: a convention that features the game, newest first.
 * Deleting the game removes it from those not past (isPast false); past ones keep it.
 */
export const featuredGameUsageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isPast: z.boolean(),
});
export type FeaturedGameUsage = z.infer<typeof featuredGameUsageSchema>;

/** A convention, as GET /api/Convention and /api/Convention/active answer it. */
export const conventionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: wallClockString(),
  endDate: wallClockString(),
  season: z.enum(SEASONS),
  isActive: z.boolean(),
  registrationOpen: z.boolean(),
  /** Attendees placed at most; null is unlimited. */
  capacity: z.number().int().nullable(),
  /** Attendees placed (status registered), to compare with the capacity. */
  registeredAttendees: z.number().int(),
  /** Attendees on the waiting list. */
  waitingAttendees: z.number().int(),
  sessions: z.array(sessionSchema),
  featuredGames: z.array(featuredGameSchema),
  // Meals and accompanying persons.
  /** The meals attendees may join, each with its price. */
  meals: z.array(z.object({ id: z.string(), name: z.string(), priceCents: z.number().int() })),
  /** What each accompanying person pays besides their meals. */
  companionFeeCents: z.number().int(),
  /** Practical information: given to organisers and registered attendees only, null to others. */
  venue: venueAnswerSchema.nullable(),
  /** Days before the start on which registered attendees are sent a reminder. */
  reminderDays: z.array(z.number().int()),
});
export type Convention = z.infer<typeof conventionSchema>;

// Meals and accompanying persons, as organisers set them in the convention modal.
const priceCentsSchema = z
  .number({ error: MEAL_MESSAGES.priceInvalid })
  .int(MEAL_MESSAGES.priceInvalid)
  .min(0, MEAL_MESSAGES.priceInvalid)
  .max(MAX_PRICE_CENTS, MEAL_MESSAGES.priceInvalid);

/** A meal of the convention; the client generates the id, which registrations pick. */
export const conventionMealSchema = z.strictObject({
  id: z.uuid(),
  name: z
    .string({ error: MEAL_MESSAGES.mealNameRequired })
    .trim()
    .min(1, MEAL_MESSAGES.mealNameRequired)
    .max(MEAL_NAME_MAX_LENGTH),
  priceCents: priceCentsSchema,
});

const distinctMealNames = (meals: readonly { name: string }[]): boolean =>
  new Set(meals.map((meal) => meal.name.toLowerCase())).size === meals.length;

/**
 * A price typed in euros ("18", "18.50" or "18,50"): the convention modal's fields, kept as typed
 * (the form's fields share one type) and turned into cents by euroTextToCents on sending.
 */
export const euroTextSchema = z
  .string({ error: MEAL_MESSAGES.priceInvalid })
  .refine(
    (text) => EURO_TEXT.test(text.trim()) && euroTextToCents(text) <= MAX_PRICE_CENTS,
    MEAL_MESSAGES.priceInvalid,
  );

/** The modal's meals and companion fee, in euros as typed; they become the request's fields. */
export const mealsFormSchema = z.object({
  mealRows: z
    .array(z.object({ id: z.uuid(), name: conventionMealSchema.shape.name, price: euroTextSchema }))
    .max(MAX_MEALS)
    .refine(distinctMealNames, MEAL_MESSAGES.mealNameTaken),
  companionFee: euroTextSchema,
});
export type MealsFormValues = z.input<typeof mealsFormSchema>;

/** Absent leaves them as they are (POST: none, and no companion fee). */
const mealFields = {
  meals: z
    .array(conventionMealSchema)
    .max(MAX_MEALS)
    .refine(distinctMealNames, MEAL_MESSAGES.mealNameTaken)
    .optional(),
  companionFeeCents: priceCentsSchema.optional(),
};

const INT32_MAX = 2_147_483_647;

/** Empty is unlimited: the form's blank field (or null) means no capacity. */
export const capacitySchema = z
  .union([z.number(), z.string(), z.null()], { error: CAPACITY_INVALID })
  .transform((value, ctx): number | null => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const places =
      typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(places) || places < 1 || places > INT32_MAX) {
      ctx.addIssue({ code: 'custom', message: CAPACITY_INVALID });
      return z.NEVER;
    }
    return places;
  });

const conventionName = z
  .string({ error: CONVENTION_NAME_REQUIRED })
  .trim()
  .min(1, CONVENTION_NAME_REQUIRED)
  .max(200);

// Refinements also run when a date is missing: they leave that case to the required-date message.
const isFriday = (wire: string): boolean => {
  const day = new Date(wire).getUTCDay();
  return Number.isNaN(day) || day === 5;
};
const notBefore = (end: string | null, start: string): boolean =>
  end === null || !(Date.parse(end) < Date.parse(start));

/** POST /api/Convention. Sessions come from the season's schedule. */
export const createConventionRequestSchema = z
  .strictObject({
    name: conventionName,
    startDate: requiredDate,
    endDate: requiredDate,
    season: z.enum(SEASONS),
    isRegistrationOpen: z.boolean(),
    capacity: capacitySchema.optional(),
    ...mealFields,
    venue: venueSchema.nullable().optional(),
    reminderDays: reminderDaysSchema.optional(),
  })
  .refine((c) => notBefore(c.endDate, c.startDate), {
    message: CONVENTION_END_BEFORE_START,
    path: ['endDate'],
  })
  .refine((c) => isFriday(c.startDate), {
    message: CONVENTION_START_NOT_FRIDAY,
    path: ['startDate'],
  });
export type CreateConventionRequest = z.infer<typeof createConventionRequestSchema>;

/**
 * One session's new times: a `sessions` item of PUT /api/Convention, or alone in
 * PUT /api/Convention/session. Sent only for sessions whose times changed.
 */
export const updateSessionRequestSchema = z
  .strictObject({
    sessionId: z.int32().positive(),
    startDateTime: wireDateTimeSchema,
    endDateTime: wireDateTimeSchema.nullable(),
  })
  .refine((s) => notBefore(s.endDateTime, s.startDateTime), {
    message: SESSION_END_BEFORE_START,
    path: ['endDateTime'],
  });
export type UpdateSessionRequest = z.infer<typeof updateSessionRequestSchema>;

/**
 * POST /api/Convention/{id}/sessions: a session added after the convention was made (a Pentecost
 * Monday); its day of the week follows from its start.
 */
export const addSessionRequestSchema = z
  .strictObject({
    name: z
      .string({ error: SESSION_NAME_REQUIRED })
      .trim()
      .min(1, SESSION_NAME_REQUIRED)
      .max(100, SESSION_NAME_TOO_LONG),
    startDateTime: wireDateTimeSchema,
    endDateTime: wireDateTimeSchema.nullable(),
    sessionType: z.enum(SESSION_TYPES),
  })
  .refine((s) => notBefore(s.endDateTime, s.startDateTime), {
    message: SESSION_END_BEFORE_START,
    path: ['endDateTime'],
  });
export type AddSessionRequest = z.infer<typeof addSessionRequestSchema>;

/**
 * DELETE /api/Convention/{id}/sessions/{sessionId}?registrations=: how many registrations the
 * organiser agreed to take the session from; another number is refused with the real one.
 */
export const removeSessionQuerySchema = z.strictObject({
  registrations: z.coerce.number().pipe(z.int32().min(0)).default(0),
});

/** A session may appear only once in one save. */
export const SESSION_CHANGED_TWICE = 'Each session can be changed only once in one save.';

const distinctSessions = (changes: readonly { sessionId: number }[]): boolean =>
  new Set(changes.map((change) => change.sessionId)).size === changes.length;

/**
 * PUT /api/Convention: the name, the active flag and, optionally, new times for some of its
 * sessions, saved together or not at all.
 */
export const updateConventionRequestSchema = z.strictObject({
  conventionId: z.int32().positive(),
  name: conventionName,
  isActive: z.boolean(),
  /** Absent leaves it as it is. */
  capacity: capacitySchema.optional(),
  /** Absent leaves it as it is; null removes it. */
  venue: venueSchema.nullable().optional(),
  /** Absent leaves them as they are; empty sends no reminders. */
  reminderDays: reminderDaysSchema.optional(),
  sessions: z
    .array(updateSessionRequestSchema)
    .max(100)
    .refine(distinctSessions, SESSION_CHANGED_TWICE)
    .optional(),
  ...mealFields,
});
export type UpdateConventionRequest = z.infer<typeof updateConventionRequestSchema>;

/** PUT /api/Convention/{id}/registration-status. */
export const registrationStatusRequestSchema = z.strictObject({ isOpen: z.boolean() });
export type RegistrationStatusRequest = z.infer<typeof registrationStatusRequestSchema>;

/** POST and PUT /api/FeaturedGames: the client generates the id on create. */
export const saveFeaturedGameRequestSchema = z.strictObject({
  id: z.uuid(),
  gameName: z.string({ error: GAME_NAME_REQUIRED }).trim().min(1, GAME_NAME_REQUIRED).max(200),
  description: z.string().max(4000).default(''),
  isActive: z.boolean().default(true),
  gameId: z.uuid().nullable().default(null),
});
export type SaveFeaturedGameRequest = z.input<typeof saveFeaturedGameRequestSchema>;
