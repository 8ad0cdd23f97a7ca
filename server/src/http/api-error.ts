import { DomainError, type DomainErrorKind } from '../shared/domain-error';

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

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  busy: 503,
};

/** The expected failure `error` is as the API answers it, or null for an unexpected one. */
export const expectedFailure = (error: unknown): ApiError | null => {
  if (error instanceof ApiError) return error;
  if (!(error instanceof DomainError)) return null;
  const { kind, message, retryAfterSeconds } = error;
  const headers: Record<string, string> =
    retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
  return new ApiError(STATUS_OF_KIND[kind], message, headers);
};

export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred.';
export {
  AUTHENTICATION_REQUIRED_MESSAGE,
  FORBIDDEN_MESSAGE,
  NOT_FOUND_MESSAGE,
} from 'shared-api/contract';
export const INVALID_TOKEN_MESSAGE = 'Your session has expired. Please log in again.';
export const SUSPENDED_MESSAGE = 'Your account has been suspended.';
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const INVALID_URL_MESSAGE = 'The request URL is not valid.';
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive.';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large.';
export const UNREADABLE_REQUEST_MESSAGE = 'The request could not be read.';
