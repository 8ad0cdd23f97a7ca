import { z } from 'zod';

/** Query of GET /api/Admin/attention: the convention; the active one when left out. */
export const attentionQuerySchema = z.strictObject({
  conventionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AttentionQuery = z.input<typeof attentionQuerySchema>;

/** How many invoices, and what is left to pay on them (or owed back), from the ledger. */
const invoiceCountSchema = z.object({ count: z.number().int(), amountCents: z.number().int() });
export type InvoiceCount = z.infer<typeof invoiceCountSchema>;

/**
 * Answer of GET /api/Admin/attention: what the organisers have to do, each a count that is zero
 * when there is nothing. The convention's counts are null when no convention is chosen or active.
 */
export const attentionSchema = z.object({
  convention: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  accountsAwaitingApproval: z.number().int(),
  unreadMessages: z.number().int(),
  failedMails: z.number().int(),
  /** Registrants of the convention with nobody waiting whose invoice was never sent. */
  invoicesNotSent: z.number().int(),
  /** Nothing received yet; amountCents is what is left. */
  unpaidInvoices: invoiceCountSchema,
  /** Money still to pay after the due date. */
  overdueInvoices: invoiceCountSchema,
  partlyPaidInvoices: invoiceCountSchema,
  /** amountCents is what the club owes back. */
  refundsDue: invoiceCountSchema,
  /** Null when the convention has no capacity. */
  freePlaces: z.number().int().nullable(),
  waitingList: z.number().int(),
  /** Attendees of a published plan's sessions without a seat; zero before a plan. */
  unseatedAttendees: z.number().int(),
  /** Games attendees want to play that no table of the plan offers. */
  unmatchedWishes: z.number().int(),
  /** Registrations changed since the tables were published. */
  publishedTablesChanged: z.boolean(),
});
export type Attention = z.infer<typeof attentionSchema>;
