import { formatLogMessage, parseLogMessage, type LogLevel } from 'shared-api/contract';
import type { Db } from '../../db/client';
import { logs } from '../../db/schema';
import { failureLocation } from './failure-location';
import { redactSecrets } from './redact-secrets';

const MAX_MESSAGE_LENGTH = 2_000;
const MAX_STACK_LENGTH = 20_000;

export interface LogEntryInput {
  level: LogLevel;
  message: string;
  /** The failure itself: its stack is kept and its origin becomes the message's file and line. */
  error?: unknown;
  stackTrace?: string | null;
}

const clip = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max)}… [truncated]` : text;

/** The row as stored: secrets redacted, the file and line appended as the contract's marker. */
export const toLogRow = ({ level, message, error, stackTrace }: LogEntryInput) => {
  const stack = stackTrace ?? (error instanceof Error ? (error.stack ?? null) : null);
  const alreadyLocated = parseLogMessage(message).location !== null;
  const location = alreadyLocated ? null : failureLocation(stack);
  return {
    logLevel: level,
    message: formatLogMessage(redactSecrets(clip(message, MAX_MESSAGE_LENGTH)), location),
    stackTrace: stack === null ? null : redactSecrets(clip(stack, MAX_STACK_LENGTH)),
  };
};

/**
 * A line for the System Logs page: warnings, errors and critical failures. Passwords, codes,
 * tokens and credentials are redacted here, whatever the caller passes.
 */
export const writeLog = async (db: Db, entry: LogEntryInput): Promise<void> => {
  await db.insert(logs).values(toLogRow(entry));
};
