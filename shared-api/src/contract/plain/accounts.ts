// Limits and messages of sign-up, emailed codes and password reset. The same rules run in the
// browser forms and on the server, so every message here is the product's text word for word,
// except the length caps it does not state (see docs/decisions.md "Account field limits").

export const YEAR_OF_BIRTH_MIN = 1900;
/** The youngest member is ten this year; computed per call so a long-running server follows the calendar. */
export const maxYearOfBirth = (now: Date = new Date()): number => now.getFullYear() - 10;
export const yearOfBirthMessage = (now: Date = new Date()): string =>
  `Year must be between ${YEAR_OF_BIRTH_MIN} and ${maxYearOfBirth(now)}.`;

export const NAME_MAX_LENGTH = 100;
export const NATIONALITY_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'Password is required.',
  length: 'Password must be at least 8 characters long.',
  uppercase: 'Password needs an uppercase letter.',
  lowercase: 'Password needs a lowercase letter.',
  digit: 'Password needs a digit.',
  special: 'Password needs a special character.',
  tooLong: `Password cannot exceed ${PASSWORD_MAX_LENGTH} characters.`,
} as const;
/** The password rules, shown under a new password before anything is typed. */
export const PASSWORD_RULES =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character.';
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const VALIDATION_CODE_REQUIRED = 'Please enter a validation code.';
/** Step 2 of a password reset asks for the reset code, not a validation code. */
export const RESET_CODE_REQUIRED = 'Please enter the reset code from the email.';
