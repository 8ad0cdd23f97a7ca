/** The payment statuses of an invoice, from the money recorded against it. */
export const PAYMENT_STATUSES = [
  'unpaid',
  'partially_paid',
  'paid',
  'overpaid',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  overpaid: 'Overpaid',
  refunded: 'Refunded',
};

/** How money came in (or went back: 'refund', recorded as a negative amount). */
export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'mobile_app', 'refund'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  mobile_app: 'Mobile payment app',
  refund: 'Refund',
};

export const PAYMENT_AMOUNT_INVALID = 'The amount must be a whole number of cents above 0.';
export const PAYMENT_DATE_INVALID = 'The date must be a day written yyyy-mm-dd.';
export const PAYMENT_METHOD_INVALID = 'Choose how the money was paid.';
export const PAYMENT_NOTE_TOO_LONG = 'The note is at most 500 characters.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';

/**
 * The status of an invoice: refunded once money went back and nothing is left received; else
 * unpaid, partially paid, paid or overpaid by what was received against the amount.
 */
export const paymentStatus = (
  amountCents: number,
  paidCents: number,
  refunded: boolean,
): PaymentStatus => {
  if (refunded && paidCents <= 0) return 'refunded';
  if (paidCents > amountCents) return 'overpaid';
  if (paidCents === amountCents) return 'paid';
  return paidCents > 0 ? 'partially_paid' : 'unpaid';
};

/** The bank statement formats the import reads. */
export const STATEMENT_FORMATS = ['camt.053', 'coda'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * What became of an imported credit: recorded by its structured communication (matched) or by an
 * admin (assigned); or still to be assigned, with a likely invoice (suggested) or none (unmatched).
 */
export const STATEMENT_ENTRY_STATES = ['matched', 'suggested', 'unmatched', 'assigned'] as const;
export type StatementEntryState = (typeof STATEMENT_ENTRY_STATES)[number];

/** Statement files above 10 MB are refused; their base64 text is a third longer. */
export const MAX_STATEMENT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_STATEMENT_BASE64_LENGTH = Math.ceil(MAX_STATEMENT_FILE_BYTES / 3) * 4;

export const STATEMENT_FILE_NAME_INVALID = 'Choose a bank statement file (camt.053 or CODA).';
export const STATEMENT_FILE_EMPTY = 'The file is empty.';
export const STATEMENT_FILE_TOO_LARGE =
  'Statement files above 10.0 MB are refused. Export a shorter period.';
export const STATEMENT_CONTENT_INVALID = 'The file could not be read: its content must be base64.';
export const STATEMENT_ENTRY_NOT_FOUND = 'Bank statement line not found.';
export const STATEMENT_ENTRY_ALREADY_RECORDED =
  'This bank statement line is already recorded as a payment.';
export const STATEMENT_ASSIGN_INVOICE_INVALID = 'Choose the invoice this payment is for.';
