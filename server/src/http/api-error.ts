/** An expected failure: its message is a product text the client may show as is. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred.';
export const NOT_FOUND_MESSAGE = 'Not found.';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required.';
export const INVALID_TOKEN_MESSAGE = 'Your session has expired. Please log in again.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to perform this action.';
export const SUSPENDED_MESSAGE = 'Your account has been suspended.';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const INVALID_URL_MESSAGE = 'The request URL is not valid.';
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive.';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large.';
export const UNREADABLE_REQUEST_MESSAGE = 'The request could not be read.';
