import {
  INVOICE_NOT_FOUND,
  PAYMENT_NOT_FOUND,
  paymentStatus,
  type PaymentStatus,
  type RecordedPayment,
} from 'shared-api/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { recordPaymentRequestSchema } from 'shared-api/contract';
import type { Db } from '../../db/client';
import { invoices, payments } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { paidSoFar } from './list-payments';
import { announcePaymentReceived } from './payment-received';

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

export interface PaymentChange extends RecordedPayment {
  invoiceId: string;
  amountCents: number;
  before: PaymentStatus;
}

/** POST /api/Payments/{invoiceId}/record: a refund is stored as a negative amount. */
export const recordPayment = async (
  db: Db,
  invoiceId: string,
  input: PaymentInput,
  recordedByUserId: string,
  statementEntryId: string | null = null,
): Promise<PaymentChange> =>
  db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, invoiceId);
    if (!invoice) throw new ApiError(404, INVOICE_NOT_FOUND);
    const before = (await statusOf(tx, invoiceId, invoice.amountCents)).status;
    const amountCents = input.method === 'refund' ? -input.amountCents : input.amountCents;
    const [row] = await tx
      .insert(payments)
      .values({
        invoiceId,
        amountCents,
        method: input.method,
        paidOn: input.date,
        note: input.note,
        recordedByUserId,
        statementEntryId,
      })
      .returning({ id: payments.id });
    if (!row) throw new Error('The payment was not stored.');
    const after = await statusOf(tx, invoiceId, invoice.amountCents);
    if (isPaid(after.status) && !isPaid(before)) {
      await announcePaymentReceived(tx, invoiceId, after.paidCents, recordedByUserId);
    }
    return { paymentId: row.id, invoiceId, amountCents, before, ...after };
  });

/** DELETE /api/Payments/record/{paymentId}: undoes a payment recorded by mistake. */
export const deletePayment = async (db: Db, paymentId: string): Promise<PaymentChange> =>
  db.transaction(async (tx) => {
    if (!UUID.test(paymentId)) throw new ApiError(404, PAYMENT_NOT_FOUND);
    const [payment] = await tx
      .select({ invoiceId: payments.invoiceId, amountCents: payments.amountCents })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!payment) throw new ApiError(404, PAYMENT_NOT_FOUND);
    const invoice = await lockedInvoice(tx, payment.invoiceId);
    if (!invoice) throw new ApiError(404, INVOICE_NOT_FOUND);
    const before = (await statusOf(tx, payment.invoiceId, invoice.amountCents)).status;
    await tx.delete(payments).where(eq(payments.id, paymentId));
    const after = await statusOf(tx, payment.invoiceId, invoice.amountCents);
    return {
      paymentId,
      invoiceId: payment.invoiceId,
      amountCents: payment.amountCents,
      before,
      ...after,
    };
  });
