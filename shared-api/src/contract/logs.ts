import { z } from 'zod';
import { isStorableInstant } from './storable-instant';

/** SPEC section 3 "Log": Error and Critical are shown as danger. */
export const LOG_LEVELS = ['Info', 'Warning', 'Error', 'Critical'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** SPEC section 9: the System Logs page reads 20 entries a page. */
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
 * A bound of the date filter: an instant (ISO 8601 with Z or an offset, what the page sends for
 * the start and end of the chosen local days) or a bare calendar day, read as a UTC day.
 */
const logDateBoundSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .refine(isStorableInstant)
  .nullish();

/** Body of POST /api/Logs (SPEC section 7); both dates optional and inclusive. */
export const logQuerySchema = z
  .strictObject({
    fromDate: logDateBoundSchema,
    toDate: logDateBoundSchema,
    pageNumber: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(LOGS_MAX_PAGE_SIZE).default(LOGS_PAGE_SIZE),
  })
  .refine(
    ({ fromDate, toDate }) => !fromDate || !toDate || startOfBound(fromDate) <= endOfBound(toDate),
    { message: LOG_DATES_OUT_OF_ORDER_MESSAGE, path: ['toDate'] },
  );
export type LogQuery = z.input<typeof logQuerySchema>;

export const logEntrySchema = z.object({
  id: z.number().int(),
  logLevel: z.enum(LOG_LEVELS),
  /** May end with a location marker, see parseLogMessage. */
  message: z.string(),
  stackTrace: z.string().nullable(),
  /** ISO 8601 instant. */
  createDate: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** Answer of POST /api/Logs (SPEC section 7): one page, newest first. */
export const logPageSchema = z.object({
  items: z.array(logEntrySchema),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
  pageNumber: z.number().int(),
});
export type LogPage = z.infer<typeof logPageSchema>;

/**
 * SPEC: a message "may embed a file and line marker shown separately". The server appends the
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
