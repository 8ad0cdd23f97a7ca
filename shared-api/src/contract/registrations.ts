import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  maxYearOfBirth,
  NAME_MAX_LENGTH,
  NATIONALITY_MAX_LENGTH,
  YEAR_OF_BIRTH_MIN,
} from './accounts';
import { sessionSchema } from './conventions';

// Convention registration (SPEC sections 3, 5 and 7). One schema validates the browser's
// registration form, the admin's Update Registration form and the server's payload, so every
// message is SPEC's text word for word, except the length caps SPEC does not state.

/** SPEC section 3 "Experience level": New=0 ... Expert=4; the forms offer only New to Experienced. */
export const EXPERIENCE_LEVELS = {
  New: 0,
  Beginner: 1,
  Intermediate: 2,
  Experienced: 3,
  Expert: 4,
} as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[keyof typeof EXPERIENCE_LEVELS];

export interface ExperienceLevelOption {
  value: ExperienceLevel;
  name: string;
  /** Shown after the name; the New option's text is SPEC's. */
  hint: string;
}

/** The radio options of both forms, New to Experienced (SPEC section 3). */
export const OFFERED_EXPERIENCE_LEVELS: readonly ExperienceLevelOption[] = [
  { value: 0, name: 'New', hint: '(I would like an introduction game to learn 18xx)' },
  { value: 1, name: 'Beginner', hint: '(fewer than 10 games)' },
  { value: 2, name: 'Intermediate', hint: '(10-50 games)' },
  { value: 3, name: 'Experienced', hint: '(more than 50 games)' },
];

export const experienceLevelName = (level: number): string =>
  Object.entries(EXPERIENCE_LEVELS).find(([, value]) => value === level)?.[0] ?? 'Unknown';

export const REGISTRATION_MESSAGES = {
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Must be a valid email.',
  sessionsRequired: 'You must select at least one session to attend.',
  experienceRequired: 'Please select your experience level.',
  licensePlateRequired: 'License plate is required for parking.',
  termsRequired: 'You must accept the terms and conditions.',
  nationalityTooLong: 'Nationality cannot exceed 100 characters.',
  yearTooEarly: `Year must be ${YEAR_OF_BIRTH_MIN} or later.`,
} as const;

/** SPEC section 5: 'Year must be before {year-10}.' although that year itself is accepted. */
export const yearOfBirthTooLateMessage = (now: Date = new Date()): string =>
  `Year must be before ${maxYearOfBirth(now)}.`;

export const FREE_TEXT_MAX_LENGTH = 2000;
export const LICENSE_PLATE_MAX_LENGTH = 20;

/** Blank text means "not given": trimmed, and stored as null. */
const blankToNull = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToNull,
    z.string().max(max, `${label} cannot exceed ${max} characters.`).nullable().default(null),
  );

const requiredName = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(NAME_MAX_LENGTH, `${label} cannot exceed ${NAME_MAX_LENGTH} characters.`);

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

/** SPEC section 5: a non-numeric value becomes null. */
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
  .max(EXPERIENCE_LEVELS.Expert, REGISTRATION_MESSAGES.experienceRequired);

/**
 * A chosen session. SPEC sends the full session objects; only the id counts, so other fields are
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
  })
  .refine((r) => !r.parking || r.licensePlate !== null, {
    message: REGISTRATION_MESSAGES.licensePlateRequired,
    path: ['licensePlate'],
    // Also while other fields are still wrong, so the form shows every message at once.
    when: ({ value }) => typeof value === 'object' && value !== null && 'parking' in value,
  })
  // A plate without parking means nothing: it is not kept.
  .transform((r) => (r.parking ? r : { ...r, licensePlate: null }));

/** What the forms hold and send. */
export type RegistrationInput = z.input<typeof registrationRequestSchema>;
/** What the server receives after validation. */
export type RegistrationRequest = z.output<typeof registrationRequestSchema>;

/** A session as a registration shows it (SPEC section 3). */
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

/** The member who made the registration. */
export const registeredBySchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type RegisteredBy = z.infer<typeof registeredBySchema>;

/** SPEC section 3 "Registration", as the registration calls answer it. */
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
});
export type Registration = z.infer<typeof registrationSchema>;

/** The admin list adds the registrant's email and whether their invoice went out (SPEC section 4). */
export const adminRegistrationSchema = registrationSchema.extend({
  registeredBy: registeredBySchema.extend({ email: z.string() }),
  isInvoiceSent: z.boolean(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

/** GET /api/Registration/status: is the caller registered for the active convention? */
export const registrationStatusSchema = z.object({ isRegistered: z.boolean() });
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** GET /api/Registration/my: SPEC section 3 "Registration response" (member view). */
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

export const DEFAULT_EXPORT_FILE_NAME = 'registrations.csv';

/** GET /api/Registration/admin/export-registrations: data is the base64 CSV. */
export const registrationExportSchema = z.object({ data: z.string(), fileName: z.string() });
export type RegistrationExport = z.infer<typeof registrationExportSchema>;
