import {
  PAYMENT_METHOD_LABELS,
  paymentStatusText,
  type PaymentRecord,
  type PaymentRow,
} from 'shared-api/contract';
import { sheetCsv, type CsvSeparator, type SheetColumn } from '../../../shared/sheets/sheet-csv';
import { filledSheet, sheetsXlsx } from '../../../shared/sheets/sheet-xlsx';

const euro = (cents: number) => cents / 100;
const money = <Row>(header: string, cents: (row: Row) => number): SheetColumn<Row> => ({
  header,
  value: (row) => euro(cents(row)),
  kind: 'money',
});

/** One row per invoice: who, when due, and its ledger's figures. */
const INVOICE_COLUMNS: readonly SheetColumn<PaymentRow>[] = [
  { header: 'Invoice Number', value: (row) => row.invoiceNumber, kind: 'ours' },
  {
    header: 'Structured Communication',
    value: (row) => row.structuredReference,
    kind: 'structured-reference',
  },
  { header: 'First Name', value: (row) => row.recipient.firstName },
  { header: 'Last Name', value: (row) => row.recipient.lastName },
  { header: 'Email', value: (row) => row.recipient.email },
  { header: 'Due Date', value: (row) => row.dueDate },
  money('Charged', (row) => row.amountCents),
  money('Received', (row) => row.paidCents),
  money('Left To Pay', (row) => Math.max(row.leftCents, 0)),
  money('Refund Due', (row) => row.refundDueCents),
  { header: 'Payment Status', value: (row) => paymentStatusText(row), kind: 'ours' },
  { header: 'Last Payment', value: (row) => row.paidOn },
];

/** A payment with the invoice it went to. */
interface PaymentLine {
  invoice: PaymentRow;
  payment: PaymentRecord;
}

/** One row per payment or refund (negative), with its invoice. */
const PAYMENT_COLUMNS: readonly SheetColumn<PaymentLine>[] = [
  { header: 'Date', value: ({ payment }) => payment.date },
  { header: 'Invoice Number', value: ({ invoice }) => invoice.invoiceNumber, kind: 'ours' },
  {
    header: 'Structured Communication',
    value: ({ invoice }) => invoice.structuredReference,
    kind: 'structured-reference',
  },
  { header: 'First Name', value: ({ invoice }) => invoice.recipient.firstName },
  { header: 'Last Name', value: ({ invoice }) => invoice.recipient.lastName },
  {
    header: 'Method',
    value: ({ payment }) => PAYMENT_METHOD_LABELS[payment.method],
    kind: 'ours',
  },
  money('Amount', ({ payment }) => payment.amountCents),
  { header: 'Note', value: ({ payment }) => payment.note },
  { header: 'Recorded By', value: ({ payment }) => payment.recordedBy },
  { header: 'From Bank Statement', value: ({ payment }) => payment.fromStatement },
];

/** Every payment, oldest first, as the bank would list them. */
const paymentLines = (rows: readonly PaymentRow[]): PaymentLine[] =>
  rows
    .flatMap((invoice) => invoice.payments.map((payment) => ({ invoice, payment })))
    .sort((a, b) => a.payment.date.localeCompare(b.payment.date));

/** The invoices or the payments as CSV, for the accountant's spreadsheet. */
export const paymentsCsv = (
  rows: readonly PaymentRow[],
  list: 'invoices' | 'payments',
  separator: CsvSeparator,
): string =>
  list === 'invoices'
    ? sheetCsv(INVOICE_COLUMNS, rows, separator)
    : sheetCsv(PAYMENT_COLUMNS, paymentLines(rows), separator);

/** A workbook with both lists: the invoices, and every payment. */
export const paymentsXlsx = (rows: readonly PaymentRow[]): Promise<Buffer> =>
  sheetsXlsx([
    filledSheet('Invoices', INVOICE_COLUMNS, rows),
    filledSheet('Payments', PAYMENT_COLUMNS, paymentLines(rows)),
  ]);
