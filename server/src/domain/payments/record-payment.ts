import {
  INVOICE_NOT_FOUND,
  PAYMENT_NOT_FOUND,
  paymentStatus,
  type PaymentStatus,
  type RecordedPayment,
} from 'shared-api/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { recordPaymentRequestSchema } from 'shared-api/contract';
import type { Db } from '../../db/client';
import { invoices, payments, statementEntries } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { paidSoFar } from './list-payments';
import { announcePaymentsReceived } from './payment-received';

const isPaid = (status: PaymentStatus) => status === 'paid' || status === 'overpaid';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PaymentInput = z.output<typeof recordPaymentRequestSchema>;

/** Locks the invoice row, so two payments recorded at once see each other's sums. */
const lockedInvoice = async (tx: Db, invoiceId: string) => {
  if (!UUID.test(invoiceId)) return null;
  const [row] = await tx
    .select({ amountCents: invoices.amountCents })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), isNotNull(invoices.number)))
    .for('update');
  return row ?? null;
};

const statusOf = async (tx: Db, invoiceId: string, amountCents: number) => {
  const records = await tx
    .select({ amountCents: payments.amountCents, method: payments.method })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId));
  const { paidCents, refunded } = paidSoFar(records);
  return { paidCents, status: paymentStatus(amountCents, paidCents, refunded) };
};

/** Every invoice's status at once: what it received against its amount. */
const statusesOf = async (tx: Db, amounts: ReadonlyMap<string, number>) => {
  const sums = await tx
    .select({
      invoiceId: payments.invoiceId,
      paidCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
      refunded: sql<boolean>`bool_or(${payments.method} = 'refund')`,
    })
    .from(payments)
    .where(inArray(payments.invoiceId, [...amounts.keys()]))
    .groupBy(payments.invoiceId);
  const received = new Map(sums.map((sum) => [sum.invoiceId, sum]));
  return new Map(
    [...amounts].map(([invoiceId, amountCents]) => {
      const sum = received.get(invoiceId);
      const paidCents = Number(sum?.paidCents ?? 0);
      return [
        invoiceId,
        { paidCents, status: paymentStatus(amountCents, paidCents, Boolean(sum?.refunded)) },
      ];
    }),
  );
};

export interface PaymentChange extends RecordedPayment {
  invoiceId: string;
  amountCents: number;
  before: PaymentStatus;
  statementEntryId: string | null;
}

export interface PaymentToRecord {
  invoiceId: string;
  input: PaymentInput;
  /** The imported bank statement line the money came from; null when recorded by hand. */
  statementEntryId: string | null;
}

/** Rows per insert: seven parameters a row stays far below PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 2000;

/**
 * Records payments inside the caller's transaction, a whole bank statement's at once: the
 * invoices are locked (in one order, so two imports cannot deadlock), the payments inserted in
 * bulk, and each invoice that became paid announces it, as a payment recorded by hand does.
 * Throws 404 when an invoice is not a numbered invoice.
 */
export const recordPaymentsIn = async (
  tx: Db,
  toRecord: readonly PaymentToRecord[],
  recordedByUserId: string,
): Promise<PaymentChange[]> => {
  if (toRecord.length === 0) return [];
  const ids = [...new Set(toRecord.map((item) => item.invoiceId))].sort();
  if (!ids.every((id) => UUID.test(id))) throw new ApiError(404, INVOICE_NOT_FOUND);
  const locked = await tx
    .select({ id: invoices.id, amountCents: invoices.amountCents })
    .from(invoices)
    .where(and(inArray(invoices.id, ids), isNotNull(invoices.number)))
    .orderBy(asc(invoices.id))
    .for('update');
  if (locked.length !== ids.length) throw new ApiError(404, INVOICE_NOT_FOUND);
  const amounts = new Map(locked.map((row) => [row.id, row.amountCents]));
  const before = await statusesOf(tx, amounts);
  const values = toRecord.map(({ invoiceId, input, statementEntryId }) => ({
    invoiceId,
    amountCents: input.method === 'refund' ? -input.amountCents : input.amountCents,
    method: input.method,
    paidOn: input.date,
    note: input.note,
    recordedByUserId,
    statementEntryId,
  }));
  const stored: {
    id: string;
    invoiceId: string;
    amountCents: number;
    statementEntryId: string | null;
  }[] = [];
  for (let first = 0; first < values.length; first += ROWS_PER_INSERT) {
    stored.push(
      ...(await tx
        .insert(payments)
        .values(values.slice(first, first + ROWS_PER_INSERT))
        .returning({
          id: payments.id,
          invoiceId: payments.invoiceId,
          amountCents: payments.amountCents,
          statementEntryId: payments.statementEntryId,
        })),
    );
  }
  const after = await statusesOf(tx, amounts);
  await announcePaymentsReceived(
    tx,
    ids
      .filter(
        (invoiceId) =>
          isPaid(after.get(invoiceId)!.status) && !isPaid(before.get(invoiceId)!.status),
      )
      .map((invoiceId) => ({ invoiceId, paidCents: after.get(invoiceId)!.paidCents })),
    recordedByUserId,
  );
  return stored.map((row) => ({
    paymentId: row.id,
    invoiceId: row.invoiceId,
    amountCents: row.amountCents,
    statementEntryId: row.statementEntryId,
    before: before.get(row.invoiceId)!.status,
    ...after.get(row.invoiceId)!,
  }));
};

/** POST /api/Payments/{invoiceId}/record: a refund is stored as a negative amount. */
export const recordPayment = async (
  db: Db,
  invoiceId: string,
  input: PaymentInput,
  recordedByUserId: string,
): Promise<PaymentChange> =>
  db.transaction(async (tx) => {
    const [change] = await recordPaymentsIn(
      tx,
      [{ invoiceId, input, statementEntryId: null }],
      recordedByUserId,
    );
    if (!change) throw new Error('The payment was not stored.');
    return change;
  });

/** DELETE /api/Payments/record/{paymentId}: undoes a payment recorded by mistake. */
export const deletePayment = async (db: Db, paymentId: string): Promise<PaymentChange> =>
  db.transaction(async (tx) => {
    if (!UUID.test(paymentId)) throw new ApiError(404, PAYMENT_NOT_FOUND);
    const [payment] = await tx
      .select({
        invoiceId: payments.invoiceId,
        amountCents: payments.amountCents,
        statementEntryId: payments.statementEntryId,
      })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!payment) throw new ApiError(404, PAYMENT_NOT_FOUND);
    const invoice = await lockedInvoice(tx, payment.invoiceId);
    if (!invoice) throw new ApiError(404, INVOICE_NOT_FOUND);
    const before = (await statusOf(tx, payment.invoiceId, invoice.amountCents)).status;
    await tx.delete(payments).where(eq(payments.id, paymentId));
    if (payment.statementEntryId) {
      // The bank line paid the wrong invoice: it goes back to the lines to assign.
      await tx
        .update(statementEntries)
        .set({ state: 'unmatched', suggestedInvoiceId: null })
        .where(eq(statementEntries.id, payment.statementEntryId));
    }
    const after = await statusOf(tx, payment.invoiceId, invoice.amountCents);
    return {
      paymentId,
      invoiceId: payment.invoiceId,
      amountCents: payment.amountCents,
      statementEntryId: payment.statementEntryId,
      before,
      ...after,
    };
  });
