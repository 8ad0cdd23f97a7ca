import { fillMessage } from '../languages/message-templates';
import { maxYearOfBirth, YEAR_OF_BIRTH_MIN } from '../accounts/plain';
import { formatCents } from '../invoices/plain';

// Convention registration. The browser's registration form, the admin's
// Update Registration form and the server all check with the one schema, so every message is
// the product's text word for word, except the length caps the product does not state.

/** Experience levels: New=0 ... Expert=4; the forms offer only New to Experienced. */
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
  /** Shown after the name; the New option's text is the product's. */
  hint: string;
}

/** The radio options of both forms, New to Experienced. */
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
  yearTooEarly: fillMessage('Year must be {min} or later.', { min: YEAR_OF_BIRTH_MIN }),
} as const;

/** 'Year must be before {year-10}.' although that year itself is accepted. */
export const yearOfBirthTooLateMessage = (now: Date = new Date()): string =>
  fillMessage('Year must be before {year}.', { year: maxYearOfBirth(now) });

/** The terms' rule for young attendees: on the terms page and under a young attendee's year. */
export const MINOR_NEEDS_GUARDIAN =
  'Attendees aged 15 or younger must be accompanied by a parent or guardian throughout the convention.';

export const FREE_TEXT_MAX_LENGTH = 2000;
export const LICENSE_PLATE_MAX_LENGTH = 20;

/** The files the admin registrations page can export. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** Comma by default; Excel in a Belgian locale splits a CSV on semicolons. */
export const CSV_SEPARATOR_NAMES = ['comma', 'semicolon'] as const;
export type CsvSeparatorName = (typeof CSV_SEPARATOR_NAMES)[number];

/** Told to a member who registered someone else with the email of an existing account. */
export const ATTENDEE_MEMBER_NOTIFIED =
  'This email belongs to an existing member, who has been notified.';

/**
 * A registration's place: registered (counted against the capacity), waiting (the convention was
 * full when it came), or cancelled (kept on record with its date).
 */
export const REGISTRATION_STATUSES = ['registered', 'waiting', 'cancelled'] as const;
export type RegistrationStatusName = (typeof REGISTRATION_STATUSES)[number];

/** The terms' refund rule, stated before a member confirms a cancellation. */
export const REFUND_RULE =
  'The fee is refunded only when the registration is cancelled at least one month before the start of the convention.';

/**
 * Whether a cancellation at `cancelledAt` (the club's wall clock, as convention dates travel) is
 * refunded: at least one calendar month before the convention's start.
 */
export const isRefundableCancellation = (cancelledAt: Date, conventionStart: Date): boolean => {
  const limit = new Date(conventionStart.getTime());
  limit.setUTCMonth(limit.getUTCMonth() - 1);
  return cancelledAt.getTime() <= limit.getTime();
};

export const REGISTRATION_SELF_SERVICE_MESSAGES = {
  notYours: 'Registration not found.',
  closed: 'Registration is closed: the registration can no longer be changed.',
  started: 'The convention has started: the registration can no longer be changed.',
  cancelled: 'This registration is cancelled.',
  alreadyCancelled: 'This registration is already cancelled.',
  idMismatch: 'The registration in the address and in the form differ.',
  notWaiting: 'This registration is not on the waiting list.',
} as const;

export const REGISTRATION_PROMOTED_TITLE = (conventionName: string) =>
  `A place is yours at ${conventionName}`;

/**
 * What a cancellation would do, said in its confirmation dialog before it is made: to the member
 * themselves, or to the organiser, who may read who takes the place.
 */
export const cancelPreviewText = (
  preview: {
    refundDueCents: number;
    placeGoesToWaitingList: boolean;
    firstInLineName: string | null;
  },
  reader: 'member' | 'organiser',
): string => {
  const refund =
    preview.refundDueCents <= 0
      ? 'Nothing to refund.'
      : reader === 'member'
        ? `A refund of ${formatCents(preview.refundDueCents)} is due to you.`
        : `A refund of ${formatCents(preview.refundDueCents)} will be due to the member.`;
  if (!preview.placeGoesToWaitingList) return refund;
  const place =
    reader === 'member'
      ? 'Your place goes to the first on the waiting list.'
      : `The place goes to the first on the waiting list${preview.firstInLineName ? `, ${preview.firstInLineName}` : ''}.`;
  return `${refund} ${place}`;
};
