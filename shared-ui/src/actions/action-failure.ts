/** The title of every toast that says an action failed (the spec's words). */
export const ACTION_FAILED = 'Action Failed';

/** The title of the toast that says a page's data did not load (the spec's words). */
export const LOAD_FAILED = 'Error';

/** What a screen says when the API's envelope carries no message of its own. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/**
 * The text of a failure: the message an RTK Query error carries (the API envelope's, or the
 * network failure's), else the screen's own fallback. A thrown Error (the clipboard's refusal, a
 * bug) speaks the browser's language, not the member's: the fallback says it instead.
 */
export const failureText = (error: unknown, fallback: string = UNEXPECTED_ERROR): string => {
  if (error instanceof Error || typeof error !== 'object' || error === null) return fallback;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && message !== '' ? message : fallback;
};
