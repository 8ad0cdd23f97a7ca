import { z } from 'zod';
import {
  FEE_NOT_NEGATIVE,
  FEE_REQUIRED,
  FEE_TOO_PRECISE,
  INVOICE_BODY_REQUIRED,
  INVOICE_TITLE_REQUIRED,
} from './plain/invoices';

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

/** The invoice settings: each season's convention fee and parking fee. */
export const invoiceMetaSchema = z.object({
  invoiceMetaId: z.number().int(),
  springConventionFee: z.number(),
  winterConventionFee: z.number(),
  springParkingFee: z.number(),
  winterParkingFee: z.number(),
});
export type InvoiceMeta = z.infer<typeof invoiceMetaSchema>;

/** POST (create) and PUT (update, invoiceMetaId required) /api/InvoiceMeta. */
export const invoiceMetaRequestSchema = z.strictObject({
  invoiceMetaId: z.int32().nullable().optional(),
  ...fees,
});
export type InvoiceMetaRequest = z.input<typeof invoiceMetaRequestSchema>;

/** The Invoice Settings form: four text fields, each checked by the rules above. */
export const invoiceFeesFormSchema = z.object({
  springConventionFee: feeFieldSchema,
  winterConventionFee: feeFieldSchema,
  springParkingFee: feeFieldSchema,
  winterParkingFee: feeFieldSchema,
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
});
export type Invoice = z.infer<typeof invoiceSchema>;
