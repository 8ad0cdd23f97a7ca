import { z } from 'zod';
import { isCalendarDay } from '../../contract/plain/calendar-day';
import { searchParamSchema } from '../../contract/search';
import {
  PAYMENT_AMOUNT_INVALID,
  PAYMENT_DATE_INVALID,
  PAYMENT_METHOD_INVALID,
  PAYMENT_METHODS,
  PAYMENT_NOTE_TOO_LONG,
  PAYMENT_STATUSES,
} from './plain';
import { CSV_SEPARATOR_NAMES, EXPORT_FORMATS } from '../registrations/plain';
import {
  MAX_STATEMENT_BASE64_LENGTH,
  STATEMENT_ASSIGN_INVOICE_INVALID,
  STATEMENT_CONTENT_INVALID,
  STATEMENT_ENTRY_STATES,
  STATEMENT_FILE_EMPTY,
  STATEMENT_FILE_NAME_INVALID,
  STATEMENT_FILE_TOO_LARGE,
  STATEMENT_FORMATS,
} from './statements';

const isoDay = z
  .string({ error: PAYMENT_DATE_INVALID })
  .refine(isCalendarDay, PAYMENT_DATE_INVALID);

/** POST /api/Payments/{invoiceId}/record: money received (or refunded) by hand. */
export const recordPaymentRequestSchema = z.strictObject({
  amountCents: z
    .number({ error: PAYMENT_AMOUNT_INVALID })
    .int(PAYMENT_AMOUNT_INVALID)
    .min(1, PAYMENT_AMOUNT_INVALID)
    .max(10_000_000, PAYMENT_AMOUNT_INVALID),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_INVALID }),
  date: isoDay,
  note: z.string().trim().max(500, PAYMENT_NOTE_TOO_LONG).optional().default(''),
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequestSchema>;

export const paymentRecordSchema = z.object({
  paymentId: z.string(),
  /** Negative for a refund. */
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  date: z.string(),
  note: z.string(),
  recordedBy: z.string().nullable(),
  fromStatement: z.boolean(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/**
 * An invoice's ledger as the API gives it: what it received (net of refunds), what is left to pay
 * and what the club owes back, all from ledgerOf.
 */
export const ledgerFiguresSchema = z.object({
  paidCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /** Negative when the club owes money back. */
  leftCents: z.number().int(),
  /**
   * What the club owes back: received beyond the amount, e.g. after a registration was cancelled
   * in time for a refund and the invoice issued again for less.
   */
  refundDueCents: z.number().int(),
  /** yyyy-mm-dd of the last payment received; null before any. */
  paidOn: z.string().nullable(),
});

/** One row of GET /api/Payments?conventionId=. */
export const paymentRowSchema = ledgerFiguresSchema.extend({
  invoiceId: z.string(),
  invoiceNumber: z.string().nullable(),
  registrationIds: z.array(z.string()),
  recipient: z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
  amountCents: z.number().int(),
  /** +++ddd/dddd/ddddd+++ */
  structuredReference: z.string().nullable(),
  dueDate: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
  payments: z.array(paymentRecordSchema),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paymentsQuerySchema = z.strictObject({
  conventionId: z.coerce.number().int().positive().optional(),
  /** A name, an email, an invoice number or a structured reference in any notation. */
  search: searchParamSchema,
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

/** What the accountant's export lists: one row per invoice, or one per payment. */
export const PAYMENTS_EXPORT_LISTS = ['invoices', 'payments'] as const;

/**
 * GET /api/Payments/export?conventionId=&format=&separator=&list=: the workbook holds both lists,
 * a CSV file the one chosen.
 */
export const paymentsExportQuerySchema = paymentsQuerySchema.extend({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  separator: z.enum(CSV_SEPARATOR_NAMES).default('comma'),
  list: z.enum(PAYMENTS_EXPORT_LISTS).default('invoices'),
});
export type PaymentsExportQuery = Partial<z.infer<typeof paymentsExportQuerySchema>>;

export const recordedPaymentSchema = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paidCents: z.number().int(),
});
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;

/**
 * The Record Payment form: the amount in euro as text, turned into cents; the day as the date
 * pickers hold it (wall-clock midnight labelled Z), sent as yyyy-mm-dd.
 */
export const recordPaymentFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, PAYMENT_AMOUNT_INVALID)
    .transform((text) => Math.round(Number(text.replace(',', '.')) * 100))
    .pipe(recordPaymentRequestSchema.shape.amountCents),
  method: recordPaymentRequestSchema.shape.method,
  date: z
    .string({ error: PAYMENT_DATE_INVALID })
    .transform((wire) => wire.slice(0, 10))
    .pipe(isoDay),
  note: z.string().trim().max(500, PAYMENT_NOTE_TOO_LONG),
});
export type RecordPaymentFormInput = z.input<typeof recordPaymentFormSchema>;
export type RecordPaymentFormOutput = z.output<typeof recordPaymentFormSchema>;

/** POST /api/Payments/remind: mails the 'Payment Reminder' to these invoices' recipients. */
export const remindRequestSchema = z.strictObject({
  invoiceIds: z.array(z.uuid()).min(1, 'Choose at least one invoice.').max(500),
});
export type RemindRequest = z.infer<typeof remindRequestSchema>;
export const remindResultSchema = z.object({ sent: z.number().int() });
export type RemindResult = z.infer<typeof remindResultSchema>;

/** POST /api/Payments/import: a bank statement file, as its name and its bytes in base64. */
export const importStatementRequestSchema = z.strictObject({
  fileName: z
    .string({ error: STATEMENT_FILE_NAME_INVALID })
    .trim()
    .min(1, STATEMENT_FILE_NAME_INVALID)
    .max(255, STATEMENT_FILE_NAME_INVALID),
  contentBase64: z
    .string({ error: STATEMENT_CONTENT_INVALID })
    .min(1, STATEMENT_FILE_EMPTY)
    .max(MAX_STATEMENT_BASE64_LENGTH, STATEMENT_FILE_TOO_LARGE)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, STATEMENT_CONTENT_INVALID),
});
export type ImportStatementRequest = z.infer<typeof importStatementRequestSchema>;

/**
 * What an import did, in counts: `entries` read from the file; of the credits in euro not imported
 * before, `matched` (recorded by their structured communication), `suggested` and `unmatched`;
 * `alreadyImported` credits imported before (same line of the same statement); `skipped` entries that pay
 * no invoice (money going out, or another currency than the euro).
 */
export const importResultSchema = z.object({
  format: z.enum(STATEMENT_FORMATS),
  entries: z.number().int(),
  matched: z.number().int(),
  suggested: z.number().int(),
  unmatched: z.number().int(),
  alreadyImported: z.number().int(),
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** One imported credit still to assign (GET /api/Payments/import/unmatched). */
export const statementEntrySchema = z.object({
  entryId: z.string(),
  bankReference: z.string(),
  format: z.enum(STATEMENT_FORMATS),
  bookedOn: z.string(),
  amountCents: z.number().int(),
  counterpartyName: z.string(),
  counterpartyIban: z.string(),
  communication: z.string(),
  state: z.enum(STATEMENT_ENTRY_STATES),
  /** The likely invoice, by amount and name, for the admin to confirm. */
  suggestion: z
    .object({
      invoiceId: z.string(),
      invoiceNumber: z.string().nullable(),
      recipientName: z.string(),
      amountCents: z.number().int(),
    })
    .nullable(),
});
export type StatementEntryRow = z.infer<typeof statementEntrySchema>;

/** POST /api/Payments/import/{entryId}/assign: the invoice an imported credit pays. */
export const assignStatementEntryRequestSchema = z.strictObject({
  invoiceId: z.uuid({ error: STATEMENT_ASSIGN_INVOICE_INVALID }),
});
export type AssignStatementEntryRequest = z.infer<typeof assignStatementEntryRequestSchema>;
