import {
  inPaymentFilter,
  paymentFilterCents,
  type Attention,
  type PaymentFilter,
  type PaymentRow,
} from 'shared-api/contract';

type InvoiceCounts = Pick<
  Attention,
  'unpaidInvoices' | 'overdueInvoices' | 'partlyPaidInvoices' | 'refundsDue'
>;

const FIELD_OF: Record<PaymentFilter, keyof InvoiceCounts> = {
  unpaid: 'unpaidInvoices',
  partially_paid: 'partlyPaidInvoices',
  overdue: 'overdueInvoices',
  refund_due: 'refundsDue',
};

/**
 * The invoices in each group of the Payments page's filter, and what they come to: figures of the
 * one ledger as the Payments list gives them, added up, never worked out again.
 */
export const invoiceAttention = (rows: readonly PaymentRow[], today: string): InvoiceCounts => {
  const counts = Object.fromEntries(
    Object.values(FIELD_OF).map((field) => [field, { count: 0, amountCents: 0 }]),
  ) as InvoiceCounts;
  for (const row of rows) {
    for (const [filter, field] of Object.entries(FIELD_OF) as [
      PaymentFilter,
      keyof InvoiceCounts,
    ][]) {
      if (!inPaymentFilter(filter, row, today)) continue;
      counts[field].count += 1;
      counts[field].amountCents += paymentFilterCents(filter, row);
    }
  }
  return counts;
};
