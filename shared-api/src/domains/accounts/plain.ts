// Limits and messages of sign-up, emailed codes and password reset. The same rules run in the
// browser forms and on the server, so every message here is the product's text word for word,
// except the length caps it does not state (see docs/decisions.md "Account field limits").

import { fillMessage } from '../languages/message-templates';

export const YEAR_OF_BIRTH_MIN = 1900;
/** The youngest member is ten this year; computed per call so a long-running server follows the calendar. */
export const maxYearOfBirth = (now: Date = new Date()): number => now.getFullYear() - 10;
export const yearOfBirthMessage = (now: Date = new Date()): string =>
  fillMessage('Year must be between {min} and {max}.', {
    min: YEAR_OF_BIRTH_MIN,
    max: maxYearOfBirth(now),
  });

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
  tooLong: fillMessage('Password cannot exceed {max} characters.', { max: PASSWORD_MAX_LENGTH }),
} as const;
/** The password rules, shown under a new password before anything is typed. */
export const PASSWORD_RULES =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special character.';
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password.';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const VALIDATION_CODE_REQUIRED = 'Please enter a validation code.';
/** Step 2 of a password reset asks for the reset code, not a validation code. */
export const RESET_CODE_REQUIRED = 'Please enter the reset code from the email.';

// The member's own account on /profile.
export const PROFILE_UPDATED = 'Your profile has been updated.';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
export const PASSWORD_CHANGED =
  'Your password has been changed. Every other device has been signed out.';
export const EMAIL_CHANGE_CODE_REQUIRED = 'Please enter the code from the email.';
export const EMAIL_CHANGE_CODE_SENT =
  'We sent a code to your new address. Enter it here to confirm the change.';
export const EMAIL_CHANGE_SAME = 'This is already your email address.';
export const EMAIL_CHANGE_CODE_INVALID = 'The code is invalid or has expired.';
export const EMAIL_CHANGE_TAKEN = 'This email address cannot be used.';
export const EMAIL_CHANGED = 'Your email address has been changed.';
/** How long the link mailed to the old address can undo an email change. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;
export const EMAIL_CHANGE_UNDO_INVALID =
  'This link is invalid, has expired or has already been used.';
export const EMAIL_CHANGE_UNDONE = (email: string): string =>
  `The change is undone: your account's email address is ${email} again, and every device has been signed out. If you did not make the change, reset your password now.`;
export const ACCOUNT_DELETED = 'Your account has been deleted.';
export const USER_ACCOUNT_DELETED = 'The account has been deleted.';
export const PASSWORD_WRONG = 'The password is not correct.';
export const LAST_ADMIN_CANNOT_DELETE =
  'You are the last active administrator: make someone else an administrator first.';
export const CALENDAR_NOT_FOUND = 'Calendar not found.';
