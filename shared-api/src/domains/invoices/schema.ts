import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { ledgerFiguresSchema } from '../payments/schema';
import {
  BENEFICIARY_TOO_LONG,
  BIC_INVALID,
  IBAN_INVALID,
  PAYMENT_DUE_DAYS_INVALID,
  FEE_NOT_NEGATIVE,
  FEE_REQUIRED,
  FEE_TOO_PRECISE,
  INVOICE_BODY_REQUIRED,
  INVOICE_TITLE_REQUIRED,
} from './plain';

const MAX_FEE = 99_999_999.99;

const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const euros = z
  .number({ error: FEE_REQUIRED })
  .min(0, FEE_NOT_NEGATIVE)
  .max(MAX_FEE)
  .refine(hasAtMostTwoDecimals, FEE_TOO_PRECISE);

/** One euro amount in an API payload. */
export const feeSchema = euros;

/** One euro amount as a form field's text ('' or something not a number counts as missing). */
export const feeFieldSchema = z.string().trim().min(1, FEE_REQUIRED).transform(Number).pipe(euros);

const fees = {
  springConventionFee: feeSchema,
  winterConventionFee: feeSchema,
  springParkingFee: feeSchema,
  winterParkingFee: feeSchema,
};

/** '' and spaces only count as not set. */
const blankToNull = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

/** An IBAN, spaces allowed, checked with its mod-97 check digits; stored compact, upper case. */
export const ibanSchema = z
  .string()
  .max(50)
  .nullable()
  .transform(blankToNull)
  .transform((value) => (value === null ? null : (electronicFormatIBAN(value) ?? value)))
  .refine((value) => value === null || isValidIBAN(value), IBAN_INVALID);

/** An optional BIC (8 or 11 characters). */
export const bicSchema = z
  .string()
  .max(20)
  .nullable()
  .transform(blankToNull)
  .transform((value) => (value === null ? null : value.replace(/\s+/g, '').toUpperCase()))
  .refine((value) => value === null || isValidBIC(value), BIC_INVALID);

const beneficiarySchema = z.string().trim().max(70, BENEFICIARY_TOO_LONG);
const dueDaysSchema = z
  .number({ error: PAYMENT_DUE_DAYS_INVALID })
  .int(PAYMENT_DUE_DAYS_INVALID)
  .min(0, PAYMENT_DUE_DAYS_INVALID)
  .max(365, PAYMENT_DUE_DAYS_INVALID);
const optionalText = (max: number) => z.string().max(max).nullable().transform(blankToNull);

/** Who members pay and what the invoice header says. */
const payee = {
  beneficiaryName: beneficiarySchema,
  iban: ibanSchema,
  bic: bicSchema,
  paymentDueDays: dueDaysSchema,
  clubAddress: optionalText(300),
  enterpriseNumber: optionalText(30),
};

/** The invoice settings: each season's convention fee and parking fee, and the payee. */
export const invoiceMetaSchema = z.object({
  invoiceMetaId: z.number().int(),
  springConventionFee: z.number(),
  winterConventionFee: z.number(),
  springParkingFee: z.number(),
  winterParkingFee: z.number(),
  beneficiaryName: z.string(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  paymentDueDays: z.number().int(),
  clubAddress: z.string().nullable(),
  enterpriseNumber: z.string().nullable(),
});
export type InvoiceMeta = z.infer<typeof invoiceMetaSchema>;

/**
 * POST (create) and PUT (update, invoiceMetaId required) /api/InvoiceMeta. The payee fields may be
 * left out: a create then starts without them, an update keeps what is stored.
 */
export const invoiceMetaRequestSchema = z.strictObject({
  invoiceMetaId: z.int32().nullable().optional(),
  ...fees,
  beneficiaryName: payee.beneficiaryName.optional(),
  iban: payee.iban.optional(),
  bic: payee.bic.optional(),
  paymentDueDays: payee.paymentDueDays.optional(),
  clubAddress: payee.clubAddress.optional(),
  enterpriseNumber: payee.enterpriseNumber.optional(),
});
export type InvoiceMetaRequest = z.input<typeof invoiceMetaRequestSchema>;
export type InvoiceMetaChange = z.output<typeof invoiceMetaRequestSchema>;

/** The Invoice Settings form: the fees and the payee as text fields, checked by the rules above. */
export const invoiceFeesFormSchema = z.object({
  springConventionFee: feeFieldSchema,
  winterConventionFee: feeFieldSchema,
  springParkingFee: feeFieldSchema,
  winterParkingFee: feeFieldSchema,
  beneficiaryName: payee.beneficiaryName,
  iban: payee.iban,
  bic: payee.bic,
  paymentDueDays: z
    .string()
    .trim()
    .min(1, PAYMENT_DUE_DAYS_INVALID)
    .transform(Number)
    .pipe(payee.paymentDueDays),
  clubAddress: payee.clubAddress,
  enterpriseNumber: payee.enterpriseNumber,
});
export type InvoiceFeesFormInput = z.input<typeof invoiceFeesFormSchema>;
export type InvoiceFeesFormOutput = z.output<typeof invoiceFeesFormSchema>;

/** One line of an invoice, computed by the server from the fee settings. */
export const invoiceLineSchema = z.object({ description: z.string(), amount: z.number() });
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** GET /api/Inbox/admin/invoice/preview/{userId}: title and body, plus what they were built from. */
export const invoicePreviewSchema = z.object({
  recipientId: z.string(),
  conventionId: z.number().int(),
  conventionName: z.string(),
  title: z.string(),
  body: z.string(),
  lines: z.array(invoiceLineSchema),
  total: z.number(),
  /**
   * What the member reads in place of {{InvoiceNumber}}, {{StructuredReference}} and {{PaymentQr}}
   * (an <img>), which the draft keeps: the invoice's own once sent, else the next number's; null
   * where there is none (no IBAN: no QR code).
   */
  placeholders: z.object({
    InvoiceNumber: z.string().nullable(),
    StructuredReference: z.string().nullable(),
    PaymentQr: z.string().nullable(),
  }),
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;

/** POST /api/Inbox/admin/invoice/send: the (edited) preview for one registrant. */
export const sendInvoiceRequestSchema = z.strictObject({
  recipientId: z.uuid(),
  invoice: z.string({ error: INVOICE_BODY_REQUIRED }).trim().min(1, INVOICE_BODY_REQUIRED),
  title: z
    .string({ error: INVOICE_TITLE_REQUIRED })
    .trim()
    .min(1, INVOICE_TITLE_REQUIRED)
    .max(200)
    .optional(),
});
export type SendInvoiceRequest = z.infer<typeof sendInvoiceRequestSchema>;

/** A sent invoice, as GET /api/Registration/admin/invoicelist answers it. */
export const invoiceSchema = z.object({
  invoiceId: z.string(),
  recipientId: z.string(),
  conventionId: z.number().int(),
  invoice: z.string(),
  sentDate: z.string(),
  /** Null for invoices sent before invoices were numbered. */
  invoiceNumber: z.string().nullable(),
  structuredReference: z.string().nullable(),
  amountCents: z.number().int(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/Invoice/mine: an invoice sent to the caller, with what they need to pay it. */
export const memberInvoiceSchema = ledgerFiguresSchema.extend({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  conventionId: z.number().int(),
  conventionName: z.string(),
  amountCents: z.number().int(),
  /** yyyy-mm-dd */
  dueDate: z.string().nullable(),
  /** +++ddd/dddd/ddddd+++ */
  structuredReference: z.string(),
  beneficiaryName: z.string(),
  /** Grouped by four. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  /** The EPC QR code for the amount left, as a data: URL PNG; null while the club has no IBAN or nothing is left. */
  qrDataUrl: z.string().nullable(),
});
export type MemberInvoice = z.infer<typeof memberInvoiceSchema>;
