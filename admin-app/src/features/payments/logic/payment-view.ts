import type { PaymentRow } from 'shared-api';
import { inPaymentFilter, isOverdue, PAYMENT_FILTERS, type PaymentFilter } from 'shared-api/admin';

/**
 * The status filter: every invoice, one of the groups the dashboard counts (the same rule,
 * inPaymentFilter), or paid and refunded.
 */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All invoices' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'unpaid', label: 'Unpaid' },
  { value: 'partially_paid', label: 'Partially paid' },
  { value: 'paid', label: 'Paid' },
  { value: 'refund_due', label: 'Refund due' },
  { value: 'refunded', label: 'Refunded' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const isStatusFilter = (value: string): value is StatusFilter =>
  STATUS_FILTERS.some((f) => f.value === value);

const isPaymentFilter = (value: StatusFilter): value is PaymentFilter =>
  (PAYMENT_FILTERS as readonly string[]).includes(value);

export const SORTS = [
  { value: 'overdue', label: 'Overdue first' },
  { value: 'number', label: 'Invoice number' },
  { value: 'name', label: 'Last name' },
  { value: 'left', label: 'Most left to pay' },
] as const;
export type PaymentSort = (typeof SORTS)[number]['value'];

const byNumber = (a: PaymentRow, b: PaymentRow) =>
  (a.invoiceNumber ?? '').localeCompare(b.invoiceNumber ?? '');

const byName = (a: PaymentRow, b: PaymentRow) =>
  a.recipient.lastName.localeCompare(b.recipient.lastName) ||
  a.recipient.firstName.localeCompare(b.recipient.firstName);

/** Overdue first, the longest overdue on top; then what is still to pay, by due day. */
const overdueFirst = (today: string) => (a: PaymentRow, b: PaymentRow) => {
  const rank = (row: PaymentRow) => (isOverdue(row, today) ? 0 : row.leftCents > 0 ? 1 : 2);
  return (
    rank(a) - rank(b) || (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') || byNumber(a, b)
  );
};

const COMPARE: Record<PaymentSort, (today: string) => (a: PaymentRow, b: PaymentRow) => number> = {
  overdue: overdueFirst,
  number: () => byNumber,
  name: () => byName,
  left: () => (a, b) => b.leftCents - a.leftCents || byNumber(a, b),
};

/** The invoices the treasurer asked to see, in the order asked (`today` is the club's day). */
export const visiblePayments = (
  rows: readonly PaymentRow[],
  filter: StatusFilter,
  sort: PaymentSort,
  today: string,
): PaymentRow[] =>
  rows
    .filter((row) =>
      filter === 'all'
        ? true
        : isPaymentFilter(filter)
          ? inPaymentFilter(filter, row, today)
          : row.status === filter,
    )
    .sort(COMPARE[sort](today));
