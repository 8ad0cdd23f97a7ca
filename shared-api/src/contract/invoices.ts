import { z } from 'zod';

/** SPEC section 5 "Invoice fees", word for word. */
export const FEE_REQUIRED = 'Field is required.';
export const FEE_NOT_NEGATIVE = 'Fee must be 0 or greater';
export const FEE_TOO_PRECISE = 'Use at most 2 decimals.';
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

export const FEE_FIELDS = [
  'springConventionFee',
  'winterConventionFee',
  'springParkingFee',
  'winterParkingFee',
] as const;
export type FeeField = (typeof FEE_FIELDS)[number];

const fees = {
  springConventionFee: feeSchema,
  winterConventionFee: feeSchema,
  springParkingFee: feeSchema,
  winterParkingFee: feeSchema,
};

/** SPEC section 3 "Invoice meta". */
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

/** SPEC section 9: the amounts stated on the information pages, seeded as the first settings. */
export const DEFAULT_INVOICE_FEES: Record<FeeField, number> = {
  springConventionFee: 75,
  winterConventionFee: 30,
  springParkingFee: 15,
  winterParkingFee: 15,
};

export const INVOICE_SETTINGS_EXIST = 'Invoice settings already exist: update them instead.';
export const INVOICE_SETTINGS_MISSING =
  'There are no invoice settings yet: create them on the Invoice Settings page first.';
export const INVOICE_META_ID_REQUIRED = 'invoiceMetaId is required to update the settings.';

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

export const INVOICE_TITLE_REQUIRED = 'The invoice subject is required.';
export const INVOICE_BODY_REQUIRED = 'The invoice is empty.';
export const INVOICE_TITLE_PREFIX_REQUIRED =
  'The invoice subject must start with "Registration Invoice".';

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

/** SPEC section 3 "Invoice (sent)", as GET /api/Registration/admin/invoicelist answers it. */
export const invoiceSchema = z.object({
  invoiceId: z.string(),
  recipientId: z.string(),
  conventionId: z.number().int(),
  invoice: z.string(),
  sentDate: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const INVOICE_ALREADY_SENT =
  'An invoice has already been sent to this member for this convention.';
export const NOTHING_TO_INVOICE =
  'This member has not registered anyone for the active convention.';
export const INVOICE_SENT = 'Invoice sent successfully.';

/** Euro amounts as the invoice writes them: '€75.00'. */
export const formatEuro = (amount: number): string => `€${amount.toFixed(2)}`;
