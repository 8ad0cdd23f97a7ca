// What the server answers for reasons of its own rather than the request's content, worded once
// for every client: a member's browser translates them by looking them up in shared-api's
// catalogues. The browser never imports them, so they are kept out of './plain', which the home
// page loads; only the server's 'shared-api/contract' carries them.

export const NOT_FOUND_MESSAGE = 'Not found.';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to perform this action.';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';
export const STORAGE_FULL_MESSAGE =
  'The server has run out of storage space, so your change was not saved. Please try again later.';
export const DOCUMENTS_BUSY =
  'The server is making many documents at the moment. Please try again in a minute.';
export const DOCUMENT_TOO_SLOW =
  'This document took too long to make. Please try again in a minute.';

/** A sign-in, an emailed code or a reset code refused. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many login attempts. Please try again later.';
export const VALIDATION_CODE_INVALID = 'The validation code is invalid or has expired.';
export const VALIDATION_CODE_LOCKED =
  'Too many incorrect attempts. Please request a new validation code.';
export const EMAIL_ALREADY_VALIDATED = 'Your email address has already been validated.';
export const RESET_CODE_INVALID = 'The reset code is invalid or has expired.';

/** A cancellation made. */
export const REGISTRATION_CANCELLED = 'The registration has been cancelled.';
