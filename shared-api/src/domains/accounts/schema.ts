import { fillMessage } from '../languages/message-templates';
import { z } from 'zod';
import {
  CONFIRM_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_CODE_REQUIRED,
  EMAIL_CHANGE_UNDO_INVALID,
  EMAIL_MAX_LENGTH,
  maxYearOfBirth,
  NAME_MAX_LENGTH,
  NATIONALITY_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORDS_DO_NOT_MATCH,
  RESET_CODE_REQUIRED,
  VALIDATION_CODE_REQUIRED,
  YEAR_OF_BIRTH_MIN,
  yearOfBirthMessage,
} from './plain';
import { REGISTRATION_STATUSES } from '../registrations/plain';
import { LANGUAGES } from '../languages/languages';
import { myTableSchema } from '../planner/schema';

// Sign-up, emailed codes and password reset. The same schemas run in the
// browser forms and on the server; their limits and messages are in plain/accounts.ts.

/** An empty field reports only that it is required; a filled one reports every rule it breaks. */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, { error: PASSWORD_MESSAGES.required, abort: true })
  .min(8, PASSWORD_MESSAGES.length)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .regex(/\p{Lu}/u, PASSWORD_MESSAGES.uppercase)
  .regex(/\p{Ll}/u, PASSWORD_MESSAGES.lowercase)
  .regex(/\p{Nd}/u, PASSWORD_MESSAGES.digit)
  .regex(/[^\p{L}\p{Nd}\s]/u, PASSWORD_MESSAGES.special);

const confirmPasswordSchema = z
  .string({ error: CONFIRM_PASSWORD_REQUIRED })
  .min(1, CONFIRM_PASSWORD_REQUIRED);

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, { error: 'Email is required.', abort: true })
  .max(EMAIL_MAX_LENGTH, { error: 'Email address is invalid.', abort: true })
  .email('Email address is invalid.');

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(
      NAME_MAX_LENGTH,
      fillMessage('{label} cannot exceed {max} characters.', { label, max: NAME_MAX_LENGTH }),
    );

const yearOfBirthSchema = z
  .number({ error: () => yearOfBirthMessage() })
  .nullable()
  .default(null)
  .refine(
    (year) =>
      year === null ||
      (Number.isInteger(year) && year >= YEAR_OF_BIRTH_MIN && year <= maxYearOfBirth()),
    { error: () => yearOfBirthMessage() },
  );

const NATIONALITY_TOO_LONG = 'Nationality cannot exceed 100 characters.';
/** Blank means "not given" and is stored as null. */
const nationalitySchema = z
  .string({ error: NATIONALITY_TOO_LONG })
  .trim()
  .max(NATIONALITY_MAX_LENGTH, NATIONALITY_TOO_LONG)
  .nullable()
  .default(null)
  .transform((value) => (value === '' ? null : value));

/** Runs even when other fields fail, so the form shows the mismatch together with the rest. */
const passwordsMatch = {
  error: PASSWORDS_DO_NOT_MATCH,
  path: ['confirmPassword'],
  when: (payload: z.core.ParsePayload<unknown>) => {
    // Also runs on a body that is not an object at all, or none (null).
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
  },
};

export const LANGUAGE_INVALID = 'Language must be en (English), nl (Nederlands) or fr (Français).';

/** The language of the site, the mails and the documents for an account. */
export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_INVALID });

/** The member's own details: the same rules at sign-up and on /profile. */
const profileFields = {
  firstName: requiredName('First Name'),
  lastName: requiredName('Last Name'),
  yearOfBirth: yearOfBirthSchema,
  nationality: nationalitySchema,
};

/** POST /api/Auth/register: the sign-up form's payload. */
export const signUpSchema = z
  // In the form's order, which is the order of the messages when several fields are wrong.
  .strictObject({
    email: emailSchema,
    firstName: profileFields.firstName,
    lastName: profileFields.lastName,
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
    yearOfBirth: profileFields.yearOfBirth,
    nationality: profileFields.nationality,
    /** The language the page was shown in; without it, the browser's Accept-Language decides. */
    language: languageSchema.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
/** What the form may send (yearOfBirth and nationality may be left out). */
export type SignUpInput = z.input<typeof signUpSchema>;
/** What the server works with after parsing (trimmed, blanks as null). */
export type SignUpRequest = z.output<typeof signUpSchema>;

/** POST /api/Auth/request-password-reset. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** An emailed code; a blank one is named after the code the step asks for. */
const codeSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(64, 'The code is invalid or has expired.');

/**
 * POST /api/Auth/reset-password. The token is the emailed reset code; it alone identifies the
 * account, so it is long and random (docs/decisions.md "Emailed codes").
 */
export const passwordResetSchema = z
  .strictObject({
    token: codeSchema(RESET_CODE_REQUIRED),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
export type PasswordResetConfirmation = z.output<typeof passwordResetSchema>;

/** GET /api/Auth/validate-email?token= (the emailed code, trimmed). */
export const validateEmailQuerySchema = z.strictObject({
  token: codeSchema(VALIDATION_CODE_REQUIRED),
});
export type ValidateEmailQuery = z.infer<typeof validateEmailQuerySchema>;

/** Auth and User writes answer with a message for the page to show. */
export const messageResponseSchema = z.string();
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * PUT /api/User/me from /profile: the signed-in member corrects their name, year of birth or
 * nationality, and may choose their language with them.
 */
export const profileUpdateSchema = z.strictObject({
  ...profileFields,
  language: languageSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** PUT /api/User/me from the language switch: the language alone, the details untouched. */
export const languageChoiceSchema = z
  .strictObject({ language: languageSchema })
  .check((payload) => {
    // An unknown field does not stop zod's checks; a body with other fields is no language choice,
    // so the refusal is made final, and the union below answers with the profile's messages.
    if (payload.issues.length > 0) {
      payload.issues.push({ code: 'custom', input: payload.value, continue: false });
    }
  });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

const isLanguageChoice = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length === 1 &&
  Object.hasOwn(body, 'language');

/**
 * PUT /api/User/me: the language alone, or the profile's details (with the language or not). A
 * refused body is answered in the words of the form it was meant as: a body of the language alone
 * by the language's message, any other by the profile's messages, as they always were.
 */
export const ownAccountUpdateSchema = z.union([languageChoiceSchema, profileUpdateSchema], {
  error: (issue) => {
    if (issue.code !== 'invalid_union' || !('errors' in issue)) return undefined;
    const meant = issue.errors[isLanguageChoice(issue.input) ? 0 : 1] ?? [];
    return [...new Set(meant.map((inner) => inner.message))].join('; ') || undefined;
  },
});
export type OwnAccountUpdateInput = z.input<typeof ownAccountUpdateSchema>;
export type OwnAccountUpdate = z.output<typeof ownAccountUpdateSchema>;

/**
 * POST /api/Auth/change-password. The current password proves the owner is at the keyboard;
 * the answer is a fresh token, as every other session is signed out.
 */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .min(1, CURRENT_PASSWORD_REQUIRED)
      .max(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_WRONG),
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((v) => v.password === v.confirmPassword, passwordsMatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * POST /api/User/me/email: the new address, which is sent a code, and the current password, so a
 * borrowed session cannot move the account to another mailbox.
 */
export const emailChangeRequestSchema = z.strictObject({
  email: emailSchema,
  currentPassword: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, CURRENT_PASSWORD_REQUIRED)
    .max(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_WRONG),
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** POST /api/User/me/email/confirm: the code sent to the new address. */
export const emailChangeConfirmSchema = z.strictObject({
  code: codeSchema(EMAIL_CHANGE_CODE_REQUIRED),
});
export type EmailChangeConfirmation = z.infer<typeof emailChangeConfirmSchema>;

/**
 * POST /api/User/email/undo (no sign-in): the token of the link mailed to the old address. The
 * answer says which address the account has again.
 */
export const emailChangeUndoSchema = z.strictObject({
  token: z
    .string({ error: EMAIL_CHANGE_UNDO_INVALID })
    .trim()
    .min(1, EMAIL_CHANGE_UNDO_INVALID)
    .max(128, EMAIL_CHANGE_UNDO_INVALID),
});
export type EmailChangeUndo = z.infer<typeof emailChangeUndoSchema>;

/** POST /api/User/me/delete: the member's password, so a borrowed session cannot erase them. */
export const deleteAccountSchema = z.strictObject({
  password: z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, PASSWORD_MESSAGES.required)
    .max(PASSWORD_MAX_LENGTH, CURRENT_PASSWORD_WRONG),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** GET /api/User/me, and the answer of PUT /api/User/me: the member's details as now stored. */
export const ownProfileSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  yearOfBirth: z.number().int().nullable(),
  nationality: z.string().nullable(),
  language: z.enum(LANGUAGES),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/**
 * POST /api/User/me/calendar-token: the member's private calendar feed. The token is shown once
 * (only its hash is stored); asking again gives a new one and the old address stops working.
 */
export const calendarTokenSchema = z.object({ token: z.string(), url: z.string() });
export type CalendarToken = z.infer<typeof calendarTokenSchema>;

const isoText = z.string();

/**
 * GET /api/User/me/export (and /api/User/{userId}/export for the administrators): every piece of
 * personal data the site holds about the account, to download as a JSON file.
 */
export const accountExportSchema = z.object({
  exportedAt: isoText,
  account: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    yearOfBirth: z.number().nullable(),
    nationality: z.string().nullable(),
    language: z.enum(LANGUAGES),
    isEmailConfirmed: z.boolean(),
    canRegisterMultiplePlayers: z.boolean(),
    messageMail: z.boolean(),
    roles: z.array(z.string()),
    groups: z.array(z.string()),
    createdAt: isoText,
    updatedAt: isoText,
  }),
  registrations: z.array(
    z.object({
      id: z.string(),
      convention: z.string(),
      madeByMe: z.boolean(),
      attendeeFirstName: z.string(),
      attendeeLastName: z.string(),
      attendeeEmail: z.string(),
      attendeeYearOfBirth: z.number().nullable(),
      attendeeNationality: z.string().nullable(),
      sessions: z.array(z.string()),
      bringGames: z.string().nullable(),
      wantToPlayGames: z.string().nullable(),
      peopleToPlayWith: z.string().nullable(),
      /** The picks by name, as the registration views show them ("1830 (copy 2)"). */
      broughtGames: z.array(z.string()),
      wantedGames: z.array(z.string()),
      playPartners: z.array(z.string()),
      listedAsPlayPartner: z.boolean(),
      additionalInfo: z.string().nullable(),
      bringOwnPokerChips: z.boolean(),
      mindNewPlayers: z.boolean(),
      hostAndTeach: z.boolean(),
      sameExperience: z.boolean(),
      experienceLevel: z.number(),
      parking: z.boolean(),
      licensePlate: z.string().nullable(),
      status: z.enum(REGISTRATION_STATUSES),
      cancelledAt: isoText.nullable(),
      /** Where the published table plan seats the attendee; drafts are not theirs to see yet. */
      tables: z.array(myTableSchema),
      createdAt: isoText,
      updatedAt: isoText,
    }),
  ),
  /** The sign-ins the privacy notice says are kept for security: when, and from which address. */
  signIns: z.array(z.object({ at: isoText, address: z.string().nullable() })),
  /** The addresses the account signed in from, which its own failed sign-ins are counted apart for. */
  signInAddresses: z.array(z.object({ address: z.string(), lastSignedInAt: isoText })),
  /** Failed sign-ins with the account's email address, kept a day for throttling. */
  failedSignIns: z.array(z.object({ at: isoText, address: z.string() })),
  messages: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      body: z.string(),
      sentByMe: z.boolean(),
      createdAt: isoText,
      replies: z.array(
        z.object({
          body: z.string(),
          byMe: z.boolean(),
          isAdminReply: z.boolean(),
          createdAt: isoText,
        }),
      ),
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.string(),
      convention: z.string(),
      number: z.string().nullable(),
      structuredReference: z.string().nullable(),
      amountCents: z.number(),
      lines: z.array(z.object({ description: z.string(), amountCents: z.number() })),
      dueDate: z.string().nullable(),
      sentAt: isoText,
      html: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      invoiceId: z.string(),
      amountCents: z.number(),
      method: z.string(),
      paidOn: z.string(),
      note: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
