// What an invoice owes, computed once: the remotes and the server read it; the shell's own pages
// never do, so it stays out of shared-api's main entry.
import { clubWallClock } from '../conventions/convention-rules';
import { formatCents } from './plain';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '../payments/plain';

/** One amount on an invoice's account: received (positive) or paid back (negative, 'refund'). */
export interface LedgerEntry {
  amountCents: number;
  method: string;
  /** yyyy-mm-dd */
  paidOn: string;
}

/** What an invoice owes, once: every screen, document, QR code and mail reads these figures. */
export interface Ledger {
  /** The invoice lines: fees per attendee, parking, adjustments. */
  chargedCents: number;
  /** Every payment in, by hand or from a bank statement. */
  receivedCents: number;
  /** Every refund paid back. */
  refundedCents: number;
  /** charged − received + refunded: negative when the club owes money back. */
  leftCents: number;
  /** What the club owes back; 0 unless more was received than charged. */
  refundDueCents: number;
  status: PaymentStatus;
  /** yyyy-mm-dd of the last payment received; null before any. */
  paidOn: string | null;
}

/**
 * The ledger of an invoice from its charges and payments. Its status: refunded once money went
 * back and nothing is left received; else unpaid, partially paid, paid or overpaid by what is left.
 */
export const ledgerOf = (chargedCents: number, entries: readonly LedgerEntry[]): Ledger => {
  const received = entries.filter((entry) => entry.amountCents > 0);
  const receivedCents = received.reduce((sum, entry) => sum + entry.amountCents, 0);
  const refundedCents = entries
    .filter((entry) => entry.amountCents < 0)
    .reduce((sum, entry) => sum - entry.amountCents, 0);
  const leftCents = chargedCents - receivedCents + refundedCents;
  const kept = receivedCents - refundedCents;
  const status: PaymentStatus =
    refundedCents > 0 && kept <= 0
      ? 'refunded'
      : leftCents < 0
        ? 'overpaid'
        : leftCents === 0
          ? 'paid'
          : kept > 0
            ? 'partially_paid'
            : 'unpaid';
  return {
    chargedCents,
    receivedCents,
    refundedCents,
    leftCents,
    refundDueCents: Math.max(-leftCents, 0),
    status,
    paidOn: received.reduce<string | null>(
      (last, entry) => (last === null || entry.paidOn > last ? entry.paidOn : last),
      null,
    ),
  };
};

/**
 * Only invoices with money still to pay are reminded, for what is left; not one whose money went
 * back with its registration.
 */
export const needsReminder = (ledger: Pick<Ledger, 'leftCents' | 'status'>): boolean =>
  ledger.leftCents > 0 && ledger.status !== 'refunded';

/** Nothing is left to pay: the invoice asks for no money and draws no QR code. */
export const isSettled = (ledger: Pick<Ledger, 'leftCents'>): boolean => ledger.leftCents <= 0;

/** The status as members and organisers read it: money owed back is said with its amount. */
export const paymentStatusText = (ledger: Pick<Ledger, 'status' | 'refundDueCents'>): string =>
  ledger.status === 'overpaid'
    ? `Refund due ${formatCents(ledger.refundDueCents)}`
    : PAYMENT_STATUS_LABELS[ledger.status];

/** An invoice with its due day and ledger figures, as the payments list gives it. */
export interface DueInvoice extends Pick<Ledger, 'leftCents' | 'status' | 'refundDueCents'> {
  /** yyyy-mm-dd; null on an invoice sent before due days were kept. */
  dueDate: string | null;
}

/** The club's day (yyyy-mm-dd) at an instant: the day a due date is compared with. */
export const clubToday = (now: Date = new Date()): string =>
  clubWallClock(now).toISOString().slice(0, 10);

/** Money still to pay after the invoice's due day (`today` is the club's day, yyyy-mm-dd). */
export const isOverdue = (invoice: DueInvoice, today: string): boolean =>
  needsReminder(invoice) && invoice.dueDate !== null && invoice.dueDate < today;

/** What a list of invoices adds up to: what they charge, received, have left and owe back. */
export interface LedgerTotals {
  chargedCents: number;
  /** Received net of refunds paid back. */
  receivedCents: number;
  /** Only what members still owe: money owed back is counted apart. */
  leftCents: number;
  refundDueCents: number;
}

/** The totals of the invoices' own figures, each as the ledger gave it. */
export const ledgerTotals = (
  invoices: readonly (Pick<Ledger, 'leftCents' | 'refundDueCents'> & {
    amountCents: number;
    paidCents: number;
  })[],
): LedgerTotals =>
  invoices.reduce<LedgerTotals>(
    (totals, invoice) => ({
      chargedCents: totals.chargedCents + invoice.amountCents,
      receivedCents: totals.receivedCents + invoice.paidCents,
      leftCents: totals.leftCents + Math.max(invoice.leftCents, 0),
      refundDueCents: totals.refundDueCents + invoice.refundDueCents,
    }),
    { chargedCents: 0, receivedCents: 0, leftCents: 0, refundDueCents: 0 },
  );

/** The groups of invoices the dashboard counts and the Payments page filters on (?status=). */
export const PAYMENT_FILTERS = ['unpaid', 'partially_paid', 'overdue', 'refund_due'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partly paid',
  overdue: 'Overdue',
  refund_due: 'Refund due',
};

/**
 * Whether an invoice belongs to a group: unpaid and partly paid by its status, overdue when money
 * is still to pay after its due date (`today` is the club's day, yyyy-mm-dd), refund due when the
 * club owes money back.
 */
export const inPaymentFilter = (
  filter: PaymentFilter,
  invoice: DueInvoice,
  today: string,
): boolean => {
  switch (filter) {
    case 'unpaid':
    case 'partially_paid':
      return invoice.status === filter;
    case 'overdue':
      return isOverdue(invoice, today);
    case 'refund_due':
      return invoice.refundDueCents > 0;
  }
};

/** What the group's invoices come to: what is left to pay, or for refunds what is owed back. */
export const paymentFilterCents = (
  filter: PaymentFilter,
  invoice: Pick<Ledger, 'leftCents' | 'refundDueCents'>,
): number => (filter === 'refund_due' ? invoice.refundDueCents : invoice.leftCents);
