import { DATABASE_UNAVAILABLE_MESSAGE, STORAGE_FULL_MESSAGE } from 'shared-api/contract';

export { DATABASE_UNAVAILABLE_MESSAGE, STORAGE_FULL_MESSAGE };

/** How long a client is asked to wait when the database is away (PostgreSQL restarts in seconds). */
export const RETRY_AFTER_SECONDS = '5';

// SQLSTATE class 08 (connection exception) and 57P0x (the server shutting down, crashed or
// starting up): the database is away for a while, the request itself was fine.
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3])$/;
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres gives its own failures no code, only these messages: a connection lost mid-query or
// between queries, one that could not be opened in time, and a wait for a free one of the pool
// that lasted longer than the connect time-out.
const UNAVAILABLE_DRIVER_TEXT =
  /^(Connection terminated unexpectedly|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;
// 53100 disk_full; PGlite passes the file system's ENOSPC through.
const STORAGE_FULL_CODES = new Set(['53100', 'ENOSPC']);
const STORAGE_FULL_TEXT = /No space left on device/i;

interface CodedError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** Every error of the chain, drizzle's wrapper first, the driver's error last. */
const chain = function* (error: unknown): Generator<CodedError> {
  for (let current = error; current && typeof current === 'object';) {
    yield current as CodedError;
    current = (current as CodedError).cause;
  }
};

/**
 * The message of a 503 when a query failed because the database is unreachable or out of disk,
 * not because of the request: the client may simply try again later. Null for any other error.
 */
export const databaseUnavailableMessage = (error: unknown): string | null => {
  let unavailable = false;
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    const message = typeof link.message === 'string' ? link.message : '';
    if (STORAGE_FULL_CODES.has(code) || STORAGE_FULL_TEXT.test(message)) {
      return STORAGE_FULL_MESSAGE;
    }
    unavailable ||=
      UNAVAILABLE_SQLSTATE.test(code) ||
      UNAVAILABLE_SYSTEM_CODES.has(code) ||
      UNAVAILABLE_DRIVER_TEXT.test(message);
  }
  return unavailable ? DATABASE_UNAVAILABLE_MESSAGE : null;
};
