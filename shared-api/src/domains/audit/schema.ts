import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_DATES_OUT_OF_ORDER_MESSAGE = 'From must be on or before To.';

const filterText = z.string().trim().max(100, 'A filter is at most 100 characters.').optional();

/**
 * Query of GET /api/Audit: actor (a name or an email), action (its name or the start of it, such
 * as 'registration.'), object (a kind such as 'invoice', an id, or the object's name), from and to
 * (the club's days, yyyy-mm-dd, both included) and the page, 25 entries a page, newest first.
 */
export const auditQuerySchema = z
  .strictObject({
    actor: filterText,
    action: filterText,
    object: filterText,
    from: z.iso.date('From is a day written yyyy-mm-dd.').optional(),
    to: z.iso.date('To is a day written yyyy-mm-dd.').optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: AUDIT_DATES_OUT_OF_ORDER_MESSAGE,
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO 8601 instant. */
  at: z.string(),
  /** Null for what nobody signed in did (a failed sign-in) or an erased account. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  /** 'registration', 'invoice', 'user', ...: the kind of object acted on. */
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The object as people know it: an attendee's name, an invoice number; null when gone. */
  targetLabel: z.string().nullable(),
  /** What finds the object in its list (?search=): an email, an invoice number; null otherwise. */
  targetSearch: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
  pageSize: z.number().int(),
  pageNumber: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
