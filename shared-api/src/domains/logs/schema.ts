import { z } from 'zod';
import {
  endOfBound,
  LOG_DATES_OUT_OF_ORDER_MESSAGE,
  LOG_LEVELS,
  LOGS_MAX_PAGE_SIZE,
  LOGS_PAGE_SIZE,
  startOfBound,
} from './plain';
import { isStorableInstant } from '../../contract/storable-instant';

/**
 * A bound of the date filter: an instant (ISO 8601 with Z or an offset, what the page sends for
 * the start and end of the chosen local days) or a bare calendar day, read as a UTC day.
 */
const logDateBoundSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .refine(isStorableInstant)
  .nullish();

/** Body of POST /api/Logs; both dates optional and inclusive. */
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

/** Answer of POST /api/Logs: one page, newest first. */
export const logPageSchema = z.object({
  items: z.array(logEntrySchema),
  totalCount: z.number().int(),
  pageSize: z.number().int(),
  pageNumber: z.number().int(),
});
export type LogPage = z.infer<typeof logPageSchema>;
