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
export const PAYMENT_DATE_INVALID =
  'The date must be a real day between 2000-01-01 and 2099-12-31, written yyyy-mm-dd.';
export const PAYMENT_REFUND_TOO_LARGE =
  'A refund cannot be larger than what the invoice has received and kept.';
export const PAYMENT_METHOD_INVALID = 'Choose how the money was paid.';
export const PAYMENT_NOTE_TOO_LONG = 'The note is at most 500 characters.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';
