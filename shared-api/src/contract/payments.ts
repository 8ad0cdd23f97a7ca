import { z } from 'zod';
import {
  PAYMENT_AMOUNT_INVALID,
  PAYMENT_DATE_INVALID,
  PAYMENT_METHOD_INVALID,
  PAYMENT_METHODS,
  PAYMENT_NOTE_TOO_LONG,
  PAYMENT_STATUSES,
  MAX_STATEMENT_BASE64_LENGTH,
  STATEMENT_ASSIGN_INVOICE_INVALID,
  STATEMENT_CONTENT_INVALID,
  STATEMENT_ENTRY_STATES,
  STATEMENT_FILE_EMPTY,
  STATEMENT_FILE_NAME_INVALID,
  STATEMENT_FILE_TOO_LARGE,
  STATEMENT_FORMATS,
} from './plain/payments';

const isoDay = z
  .string({ error: PAYMENT_DATE_INVALID })
  .regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_DATE_INVALID)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), PAYMENT_DATE_INVALID);

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

/** One row of GET /api/Payments?conventionId=. */
export const paymentRowSchema = z.object({
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
  paidCents: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  /**
   * What the club owes back: received beyond the amount, e.g. after a registration was cancelled
   * in time for a refund and the invoice issued again for less.
   */
  refundDueCents: z.number().int(),
  /** +++ddd/dddd/ddddd+++ */
  structuredReference: z.string().nullable(),
  dueDate: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
  payments: z.array(paymentRecordSchema),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const paymentsQuerySchema = z.strictObject({
  conventionId: z.coerce.number().int().positive().optional(),
});

export const recordedPaymentSchema = z.object({
  paymentId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paidCents: z.number().int(),
});
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;

/** The Record Payment form: the amount in euro as text, turned into cents. */
export const recordPaymentFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, PAYMENT_AMOUNT_INVALID)
    .transform((text) => Math.round(Number(text.replace(',', '.')) * 100))
    .pipe(recordPaymentRequestSchema.shape.amountCents),
  method: recordPaymentRequestSchema.shape.method,
  date: isoDay,
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
 * `alreadyImported` credits whose bank reference was imported before; `skipped` entries that pay
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
