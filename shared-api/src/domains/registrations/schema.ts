import { fillMessage } from '../languages/message-templates';
import { ledgerFiguresSchema } from '../payments/schema';
import { z } from 'zod';
import { sessionSchema } from '../conventions/schema';
import { searchQuerySchema } from '../../contract/search';
import { SEASONS } from '../conventions/plain';
import {
  EMAIL_MAX_LENGTH,
  maxYearOfBirth,
  NAME_MAX_LENGTH,
  NATIONALITY_MAX_LENGTH,
  YEAR_OF_BIRTH_MIN,
} from '../accounts/plain';
import {
  CSV_SEPARATOR_NAMES,
  EXPERIENCE_LEVELS,
  EXPORT_FORMATS,
  FREE_TEXT_MAX_LENGTH,
  LICENSE_PLATE_MAX_LENGTH,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATUSES,
  yearOfBirthTooLateMessage,
} from './plain';
import {
  DIETARY_NOTES_MAX_LENGTH,
  DIETARY_OPTIONS,
  MAX_COMPANIONS,
  MAX_MEALS,
  MEAL_MESSAGES,
} from './meals';

// Convention registration. One schema validates the browser's
// registration form, the admin's Update Registration form and the server's payload; its levels,
// limits and messages are in plain/registrations.ts.

/** Blank text means "not given": trimmed, and stored as null. */
const blankToNull = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .max(max, fillMessage('{label} cannot exceed {max} characters.', { label, max }))
      .nullable()
      .default(null),
  );

const requiredName = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(
      NAME_MAX_LENGTH,
      fillMessage('{label} cannot exceed {max} characters.', { label, max: NAME_MAX_LENGTH }),
    );

const validEmail = z.email().max(EMAIL_MAX_LENGTH);

// One message per state: an aborting check would also skip the form-wide licence plate check.
const attendeeEmailSchema = z
  .string({ error: REGISTRATION_MESSAGES.emailRequired })
  .trim()
  .refine((email) => email !== '', REGISTRATION_MESSAGES.emailRequired)
  .refine(
    (email) => email === '' || validEmail.safeParse(email).success,
    REGISTRATION_MESSAGES.emailInvalid,
  );

/** A non-numeric value becomes null. */
const toYearOrNull = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return null;
};

const yearOfBirthSchema = z.preprocess(
  toYearOrNull,
  z
    .number()
    .nullable()
    .superRefine((year, ctx) => {
      if (year === null) return;
      if (year < YEAR_OF_BIRTH_MIN) {
        ctx.addIssue({ code: 'custom', message: REGISTRATION_MESSAGES.yearTooEarly });
      } else if (year > maxYearOfBirth()) {
        ctx.addIssue({ code: 'custom', message: yearOfBirthTooLateMessage() });
      }
    }),
);

const experienceLevelSchema = z
  .number({ error: REGISTRATION_MESSAGES.experienceRequired })
  .int(REGISTRATION_MESSAGES.experienceRequired)
  .min(EXPERIENCE_LEVELS.New, REGISTRATION_MESSAGES.experienceRequired)
  // Expert exists in stored data but no form offers it: the API refuses what the form cannot send.
  .max(EXPERIENCE_LEVELS.Experienced, REGISTRATION_MESSAGES.experienceRequired);

/** Caps on what a registration picks from the catalogue and the attendees. */
export const MAX_PICKED_GAMES = 30;
export const MAX_PLAY_PARTNERS = 20;

export const REGISTRATION_PICK_MESSAGES = {
  tooManyGames: fillMessage('Pick at most {max} games.', { max: MAX_PICKED_GAMES }),
  tooManyPartners: fillMessage('Pick at most {max} people to play with.', {
    max: MAX_PLAY_PARTNERS,
  }),
  playWithSelf: 'You cannot pick yourself as someone to play with.',
  /** The server's: an id that is not in the catalogue (a game deleted meanwhile). */
  gameNotInCatalogue: 'One or more chosen games are not in the game catalogue.',
  /** The server's: cancelled, not listed (any more), or of another convention. */
  partnerNotListed:
    'One or more chosen people to play with are no longer listed for this convention. Please check your choice.',
} as const;

/** Each id once, in the order first given (a list of wishes, not of copies). */
const idSet = (max: number, message: string) =>
  z
    .array(z.uuid())
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.string()).max(max, message))
    .default([]);

/** Someone who comes with the attendee: named, and the meals they join. */
export const companionSchema = z.strictObject({
  firstName: requiredName(MEAL_MESSAGES.companionFirstNameRequired, 'First Name'),
  lastName: requiredName(MEAL_MESSAGES.companionLastNameRequired, 'Last Name'),
  mealIds: idSet(MAX_MEALS, MEAL_MESSAGES.mealNotOffered),
});

/**
 * A chosen session. Clients may send full session objects; only the id counts, so other fields are
 * accepted and dropped and the server reads the session from its own database.
 */
const chosenSessionSchema = z.object({ id: z.int32().positive() });

/**
 * POST /api/Registration and PUT /api/Registration/admin/update, and the values of both forms.
 * registeredBy and the registering user are never part of it: the server takes them from the caller.
 */
export const registrationRequestSchema = z
  .strictObject({
    /** Generated by the client, so a repeated submit of the same form is recognised. */
    id: z.uuid(),
    conventionId: z.int32().positive(),
    attendeeFirstName: requiredName(REGISTRATION_MESSAGES.firstNameRequired, 'First Name'),
    attendeeLastName: requiredName(REGISTRATION_MESSAGES.lastNameRequired, 'Last Name'),
    attendeeEmail: attendeeEmailSchema,
    attendeeYearOfBirth: yearOfBirthSchema,
    attendeeNationality: z.preprocess(
      blankToNull,
      z
        .string()
        .max(NATIONALITY_MAX_LENGTH, REGISTRATION_MESSAGES.nationalityTooLong)
        .nullable()
        .default(null),
    ),
    /** The server decides it again from the attendee's email. */
    registerDifferentPerson: z.boolean().default(false),
    sessions: z
      .array(chosenSessionSchema, { error: REGISTRATION_MESSAGES.sessionsRequired })
      .min(1, REGISTRATION_MESSAGES.sessionsRequired),
    featuredGameIds: z.array(z.uuid()).default([]),
    bringGames: optionalText(FREE_TEXT_MAX_LENGTH, 'Games to bring'),
    wantToPlayGames: optionalText(FREE_TEXT_MAX_LENGTH, 'Games to play'),
    peopleToPlayWith: optionalText(FREE_TEXT_MAX_LENGTH, 'People to play with'),
    /** Catalogue games, one entry per copy brought: the same game twice is two copies. */
    bringGameIds: z
      .array(z.uuid())
      .max(MAX_PICKED_GAMES, REGISTRATION_PICK_MESSAGES.tooManyGames)
      .default([]),
    wantGameIds: idSet(MAX_PICKED_GAMES, REGISTRATION_PICK_MESSAGES.tooManyGames),
    /** Registrations of the same convention whose attendees agreed to be listed. */
    playWithRegistrationIds: idSet(MAX_PLAY_PARTNERS, REGISTRATION_PICK_MESSAGES.tooManyPartners),
    /** The attendee agrees that other attendees may pick them as someone to play with. */
    listedAsPlayPartner: z.boolean().default(false),
    additionalInfo: optionalText(FREE_TEXT_MAX_LENGTH, 'Additional info'),
    bringOwnPokerChips: z.boolean().default(false),
    /** The stored value: the inverse of the form's "I don't mind playing with new players" box. */
    mindNewPlayers: z.boolean().default(false),
    hostAndTeach: z.boolean().default(false),
    sameExperience: z.boolean().default(false),
    experienceLevel: experienceLevelSchema,
    parking: z.boolean().default(false),
    licensePlate: optionalText(LICENSE_PLATE_MAX_LENGTH, 'License plate'),
    termsAccepted: z
      .boolean({ error: REGISTRATION_MESSAGES.termsRequired })
      .refine((accepted) => accepted, REGISTRATION_MESSAGES.termsRequired),
    // Meals and accompanying persons; the meals must be the convention's (the server checks).
    dietary: z.enum(DIETARY_OPTIONS).default('none'),
    /** Required with 'other': the allergies or other needs. */
    dietaryNotes: optionalText(DIETARY_NOTES_MAX_LENGTH, 'Dietary needs'),
    mealIds: idSet(MAX_MEALS, MEAL_MESSAGES.mealNotOffered),
    companions: z
      .array(companionSchema)
      .max(MAX_COMPANIONS, MEAL_MESSAGES.tooManyCompanions)
      .default([]),
    /** The attendee agrees to appear on the list of who is coming. */
    listed: z.boolean().default(false),
  })
  .refine((r) => r.dietary !== 'other' || r.dietaryNotes !== null, {
    message: MEAL_MESSAGES.dietaryNotesRequired,
    path: ['dietaryNotes'],
    when: ({ value }) => typeof value === 'object' && value !== null && 'dietary' in value,
  })
  .refine((r) => !r.parking || r.licensePlate !== null, {
    message: REGISTRATION_MESSAGES.licensePlateRequired,
    path: ['licensePlate'],
    // Also while other fields are still wrong, so the form shows every message at once.
    when: ({ value }) => typeof value === 'object' && value !== null && 'parking' in value,
  })
  .refine((r) => !r.playWithRegistrationIds.includes(r.id), {
    message: REGISTRATION_PICK_MESSAGES.playWithSelf,
    path: ['playWithRegistrationIds'],
  })
  // A plate without parking means nothing: it is not kept.
  .transform((r) => (r.parking ? r : { ...r, licensePlate: null }));

/** What the forms hold and send. */
export type RegistrationInput = z.input<typeof registrationRequestSchema>;
/** What the server receives after validation. */
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;

/** A session as a registration shows it. */
export const registrationSessionSchema = sessionSchema.pick({
  id: true,
  name: true,
  startDateTime: true,
  dayOfWeekName: true,
  sessionType: true,
});
export type RegistrationSession = z.infer<typeof registrationSessionSchema>;

export const featuredGameRefSchema = z.object({ id: z.string(), gameName: z.string() });
export type FeaturedGameRef = z.infer<typeof featuredGameRefSchema>;

/**
 * An attendee who agreed that others may pick them as someone to play with: their name only,
 * never their email.
 */
export const playPartnerSchema = z.object({ registrationId: z.string(), name: z.string() });
export type PlayPartner = z.infer<typeof playPartnerSchema>;

/** A game of the catalogue as a registration's picks name it. */
export const pickedGameSchema = z.object({ id: z.string(), title: z.string() });
export type PickedGame = z.infer<typeof pickedGameSchema>;

/** The member who made the registration. */
export const registeredBySchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type RegisteredBy = z.infer<typeof registeredBySchema>;

/** A registration, as the registration calls answer it. */
export const registrationSchema = z.object({
  id: z.string(),
  /** The account the registration belongs to: the registering member (invoices go there). */
  userId: z.string(),
  conventionId: z.number().int(),
  attendeeFirstName: z.string(),
  attendeeLastName: z.string(),
  attendeeEmail: z.string(),
  attendeeYearOfBirth: z.number().int().nullable(),
  attendeeNationality: z.string().nullable(),
  registerDifferentPerson: z.boolean(),
  registeredBy: registeredBySchema,
  sessions: z.array(registrationSessionSchema),
  featuredGameIds: z.array(z.string()),
  featuredGames: z.array(featuredGameRefSchema),
  bringGames: z.string().nullable(),
  wantToPlayGames: z.string().nullable(),
  peopleToPlayWith: z.string().nullable(),
  /** By catalogue title; a game brought twice is listed twice. */
  bringGameIds: z.array(z.string()),
  wantGameIds: z.array(z.string()),
  /** Only those still listed and not cancelled. */
  playWithRegistrationIds: z.array(z.string()),
  /**
   * The same picks by name, in the same order, for the views (a server before them left them
   * out): the games by catalogue title, a game brought twice listed twice, and the people by name
   * only, never their email.
   */
  broughtGames: z.array(pickedGameSchema).optional(),
  wantedGames: z.array(pickedGameSchema).optional(),
  playPartners: z.array(playPartnerSchema).optional(),
  listedAsPlayPartner: z.boolean(),
  additionalInfo: z.string().nullable(),
  bringOwnPokerChips: z.boolean(),
  mindNewPlayers: z.boolean(),
  hostAndTeach: z.boolean(),
  sameExperience: z.boolean(),
  experienceLevel: z.number().int(),
  parking: z.boolean(),
  licensePlate: z.string().nullable(),
  termsAccepted: z.boolean(),
  createdAt: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  /** 1 for the first on the waiting list; null unless waiting. */
  waitingPosition: z.number().int().nullable(),
  /** When it was cancelled; null unless cancelled. */
  cancelledAt: z.string().nullable(),
  /**
   * Whether the attendee's email belongs to an account. When someone else registered it, that
   * member was notified and may cancel the registration.
   */
  attendeeHasAccount: z.boolean(),
  // Meals and accompanying persons.
  dietary: z.enum(DIETARY_OPTIONS),
  dietaryNotes: z.string().nullable(),
  mealIds: z.array(z.string()),
  companions: z.array(
    z.object({ firstName: z.string(), lastName: z.string(), mealIds: z.array(z.string()) }),
  ),
  listed: z.boolean(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** The invoice that covers a registration (its registrant's), and what it received. */
export const registrationPaymentSchema = ledgerFiguresSchema.extend({
  invoiceNumber: z.string(),
  amountCents: z.number().int(),
  /** +++ddd/dddd/ddddd+++ */
  structuredReference: z.string(),
  /** yyyy-mm-dd */
  dueDate: z.string().nullable(),
});
export type RegistrationPayment = z.infer<typeof registrationPaymentSchema>;

/** GET /api/Registration: each registration with its payment, null while not invoiced. */
export const registrationWithPaymentSchema = registrationSchema.extend({
  payment: registrationPaymentSchema.nullable(),
});
export type RegistrationWithPayment = z.infer<typeof registrationWithPaymentSchema>;

/** The admin list adds the registrant's email and whether their invoice went out. */
export const adminRegistrationSchema = registrationSchema.extend({
  registeredBy: registeredBySchema.extend({ email: z.string() }),
  isInvoiceSent: z.boolean(),
  /** Marked by the door team when the attendee arrives at the convention. */
  checkedIn: z.boolean(),
  /** The sessions the door team saw the attendee arrive for, by id. */
  checkedInSessionIds: z.array(z.number().int()),
  /** The registrant's invoice and what it received; null while not invoiced. */
  payment: registrationPaymentSchema.nullable().optional(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

/**
 * POST /api/Registration/admin/{id}/promote: the registration, placed. An organiser may place
 * someone beyond the capacity; overCapacityBy then says by how many the convention is over it.
 */
export const promotedRegistrationSchema = adminRegistrationSchema.extend({
  overCapacityBy: z.number().int(),
});
export type PromotedRegistration = z.infer<typeof promotedRegistrationSchema>;

/** POST /api/Registration/{id}/cancel: what the cancellation means for the money. */
export const cancelRegistrationResponseSchema = z.object({
  message: z.string(),
  /** Cancelled at least one month before the start: the fee for it is refunded. */
  isRefundable: z.boolean(),
  /** What is now due back to the member on their invoice: 0 when nothing was paid. */
  refundDueCents: z.number().int(),
  /** The attendee who took the freed place from the waiting list, if any. */
  promotedRegistrationId: z.string().nullable(),
});
export type CancelRegistrationResponse = z.infer<typeof cancelRegistrationResponseSchema>;

/**
 * GET /api/Registration/{id}/cancel-preview: what cancelling the registration now would do, as the
 * cancellation itself computes it. firstInLineName is told to organisers only.
 */
export const cancelPreviewSchema = z.object({
  refundDueCents: z.number().int(),
  placeGoesToWaitingList: z.boolean(),
  firstInLineName: z.string().nullable(),
});
export type CancelPreview = z.infer<typeof cancelPreviewSchema>;

/** GET /api/Registration/admin/waiting-list?conventionId= */
export const waitingListQuerySchema = z.object({
  conventionId: z.coerce.number().pipe(z.int32().positive()),
});

/** GET /api/Registration/status: is the caller registered for the active convention? */
export const registrationStatusSchema = z.object({
  isRegistered: z.boolean(),
  /** Set while the caller's registration waits for a place: 1 for the first in line. */
  waitingPosition: z.number().int().nullable().optional(),
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/**
 * GET /api/Registration/offer: what the registration form says before Register. The price is
 * invoiceLines(season, fees, [attendee]) (plain/registration-price.ts), as the invoice computes
 * it; the waiting position is nextWaitingPosition of the places.
 */
export const registrationOfferSchema = z.object({
  conventionId: z.number().int(),
  season: z.enum(SEASONS),
  /** Attendees placed at most; null is unlimited. */
  capacity: z.number().int().nullable(),
  /** Attendees placed (status registered). */
  placesTaken: z.number().int(),
  /** Registrations waiting for a place. */
  waitingCount: z.number().int(),
  /** The invoice settings' fees; null until an organiser has saved them (no price is shown). */
  fees: z
    .object({
      springConventionFee: z.number(),
      winterConventionFee: z.number(),
      springParkingFee: z.number(),
      winterParkingFee: z.number(),
    })
    .nullable(),
  /** The convention's meals and companion fee, priced by the same function. */
  meals: z.array(z.object({ id: z.string(), name: z.string(), priceCents: z.number().int() })),
  companionFeeCents: z.number().int(),
});
export type RegistrationOffer = z.infer<typeof registrationOfferSchema>;

/** GET /api/Registration/my: the member's view of their registrations. */
export const myRegistrationsSchema = z.object({
  isActiveConventionFound: z.boolean(),
  activeConvention: z
    .object({
      id: z.number().int(),
      name: z.string(),
      featuredGames: z.array(featuredGameRefSchema),
    })
    .nullable(),
  isRegistrationsFound: z.boolean(),
  registrations: z.array(registrationSchema),
});
export type MyRegistrations = z.infer<typeof myRegistrationsSchema>;

/** GET /api/Registration/admin/export-registrations: data is the file, base64. */
export const registrationExportSchema = z.object({
  data: z.string().meta({
    contentEncoding: 'base64',
    description:
      'The file, base64: text/csv (UTF-8 with a byte order mark) for format=csv, ' +
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet for format=xlsx.',
  }),
  fileName: z.string(),
});
export type RegistrationExport = z.infer<typeof registrationExportSchema>;

export const CONVENTION_ID_INVALID = 'The convention must be given by its id, a whole number.';

/** ?conventionId=: a convention's id as the address carries it. */
const conventionIdParamSchema = z.coerce
  .number<number>(CONVENTION_ID_INVALID)
  .int(CONVENTION_ID_INVALID)
  .positive(CONVENTION_ID_INVALID)
  .max(2_147_483_647, CONVENTION_ID_INVALID);

/** The organisers' lists of a convention: the one asked for, the active one when left out. */
const chosenConventionShape = { conventionId: conventionIdParamSchema.optional() };

/** GET /api/Registration/admin/active-convention-registrations?conventionId=&search= */
export const adminRegistrationsQuerySchema = searchQuerySchema.extend(chosenConventionShape);
export type AdminRegistrationsQuery = z.input<typeof adminRegistrationsQuerySchema>;

/** GET /api/Registration/admin/export-registrations?conventionId=&format=&separator= */
export const registrationExportQuerySchema = z.strictObject({
  ...chosenConventionShape,
  format: z.enum(EXPORT_FORMATS).default('csv'),
  separator: z.enum(CSV_SEPARATOR_NAMES).default('comma'),
});
export type RegistrationExportQuery = z.input<typeof registrationExportQuerySchema>;

/** The convention-day lists and GET /api/Registration/play-partners: which convention's attendees. */
export const conventionListQuerySchema = z.strictObject({
  conventionId: conventionIdParamSchema,
});

/** PUT /api/Registration/admin/{id}/checked-in */
/**
 * PUT /api/Registration/admin/{id}/checked-in: arrived, or not; with sessionId, for that session
 * (arriving for a session is arriving at the convention).
 */
export const checkedInRequestSchema = z.strictObject({
  checkedIn: z.boolean(),
  sessionId: z.int32().positive().optional(),
});
export type CheckedInRequest = z.infer<typeof checkedInRequestSchema>;
export const registrationIdParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * GET /api/Registration/attendees: who is coming to the active convention, among the attendees
 * who agreed to be listed; shown to members only, with no more than a first name and an initial.
 */
export const listedAttendeeSchema = z.object({
  firstName: z.string(),
  /** "P." */
  lastInitial: z.string(),
  country: z.string().nullable(),
  /** The catalogue games they bring, by title (each once), then their free text, if any. */
  games: z.array(z.string()),
});
export type ListedAttendee = z.infer<typeof listedAttendeeSchema>;
