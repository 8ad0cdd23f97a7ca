/** Log levels: Error and Critical are shown as danger. */
export const LOG_LEVELS = ['Info', 'Warning', 'Error', 'Critical'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The System Logs page reads 20 entries a page. */
export const LOGS_PAGE_SIZE = 20;
export const LOGS_MAX_PAGE_SIZE = 100;

export const LOG_DATES_OUT_OF_ORDER_MESSAGE = 'From Date must be on or before To Date.';

const isCalendarDay = (bound: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(bound);

/** The first instant a fromDate bound lets through. */
export const startOfBound = (bound: string): number => Date.parse(bound);

/** The last instant a toDate bound lets through: a calendar day counts to its very end. */
export const endOfBound = (bound: string): number =>
  isCalendarDay(bound) ? Date.parse(`${bound}T23:59:59.999Z`) : Date.parse(bound);

/**
 * A log message may embed a file and line marker, shown separately. The server appends the
 * place the failure was raised as ' (at <file>:<line>)', the file relative to the repository.
 */
const LOCATION_MARKER = /^([\s\S]*) \(at ([^\s()]+):(\d+)\)$/;

export interface LogLocation {
  file: string;
  line: number;
}

export const formatLogMessage = (text: string, location: LogLocation | null): string =>
  location ? `${text} (at ${location.file}:${location.line})` : text;

export const parseLogMessage = (
  message: string,
): { text: string; location: LogLocation | null } => {
  const match = LOCATION_MARKER.exec(message);
  if (!match) return { text: message, location: null };
  const [, text = '', file = '', line = '0'] = match;
  return { text, location: { file, line: Number(line) } };
};
