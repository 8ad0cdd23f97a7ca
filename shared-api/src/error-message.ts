/**
 * The message a page shows for a failed call: RTK Query errors (ours and serialized ones) carry a
 * message; each screen has a fallback for when they do not.
 */
export const getErrorMessage = (error: unknown, fallback: string): string =>
  typeof error === 'object' &&
  error !== null &&
  'message' in error &&
  typeof error.message === 'string' &&
  error.message !== ''
    ? error.message
    : fallback;
