import {
  INVOICE_NOT_FOUND,
  PAYMENT_NOT_FOUND,
  PAYMENT_REFUND_TOO_LARGE,
  type Ledger,
  type PaymentStatus,
  type RecordedPayment,
} from 'shared-api/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { recordPaymentRequestSchema } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { invoices, payments, statementEntries } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { loadLedgers } from '../invoices/invoice-ledger';
import { announcePayments, type PaymentAnnouncement } from './payment-received';

const isPaid = (status: PaymentStatus) => status === 'paid' || status === 'overpaid';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PaymentInput = z.output<typeof recordPaymentRequestSchema>;

/** Locks the invoice row, so two payments recorded at once see each other's sums. */
const lockedInvoice = async (tx: Db, invoiceId: string) => {
  if (!UUID.test(invoiceId)) return null;
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), isNotNull(invoices.number)))
    .for('update');
  return row ?? null;
};

/** What a recorded payment answers: the invoice's status and what it kept received. */
const recorded = (ledger: Ledger) => ({
  paidCents: ledger.receivedCents - ledger.refundedCents,
  status: ledger.status,
});

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

/**
 * What the member is told of the payments just stored for an invoice: paid in full once it becomes
 * paid; a part received, by hand or from a bank statement, with what is left; a refund paid.
 */
const news = (
  invoiceId: string,
  stored: readonly { invoiceId: string; amountCents: number }[],
  before: Ledger,
  after: Ledger,
): PaymentAnnouncement[] => {
  const mine = stored.filter((row) => row.invoiceId === invoiceId);
  const sum = (rows: typeof mine) => rows.reduce((total, row) => total + row.amountCents, 0);
  const refunded = -sum(mine.filter((row) => row.amountCents < 0));
  const received = sum(mine.filter((row) => row.amountCents > 0));
  const told: PaymentAnnouncement[] = [];
  const { leftCents } = after;
  if (isPaid(after.status) && !isPaid(before.status)) {
    told.push({ invoiceId, news: 'paid', amountCents: recorded(after).paidCents, leftCents });
  } else if (received > 0 && !isPaid(after.status)) {
    told.push({ invoiceId, news: 'part', amountCents: received, leftCents });
  }
  if (refunded > 0) told.push({ invoiceId, news: 'refund', amountCents: refunded, leftCents });
  return told;
};

/**
 * Money goes back only out of what an invoice received and kept: a refund beyond it would pay out
 * money the club never had from this member.
 */
const refuseRefundsBeyondKept = (
  toRecord: readonly PaymentToRecord[],
  ledgers: ReadonlyMap<string, Ledger>,
) => {
  const refunds = new Map<string, number>();
  for (const { invoiceId, input } of toRecord) {
    if (input.method === 'refund')
      refunds.set(invoiceId, (refunds.get(invoiceId) ?? 0) + input.amountCents);
  }
  for (const [invoiceId, refundCents] of refunds) {
    const ledger = ledgers.get(invoiceId)!;
    if (refundCents > ledger.receivedCents - ledger.refundedCents) {
      throw new DomainError('invalid', PAYMENT_REFUND_TOO_LARGE);
    }
  }
};

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
  if (!ids.every((id) => UUID.test(id))) throw new DomainError('not-found', INVOICE_NOT_FOUND);
  const locked = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(inArray(invoices.id, ids), isNotNull(invoices.number)))
    .orderBy(asc(invoices.id))
    .for('update');
  if (locked.length !== ids.length) throw new DomainError('not-found', INVOICE_NOT_FOUND);
  const before = await loadLedgers(tx, ids);
  refuseRefundsBeyondKept(toRecord, before);
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
  const after = await loadLedgers(tx, ids);
  await announcePayments(
    tx,
    ids.flatMap((invoiceId) =>
      news(invoiceId, stored, before.get(invoiceId)!, after.get(invoiceId)!),
    ),
    recordedByUserId,
  );
  return stored.map((row) => ({
    paymentId: row.id,
    invoiceId: row.invoiceId,
    amountCents: row.amountCents,
    statementEntryId: row.statementEntryId,
    before: before.get(row.invoiceId)!.status,
    ...recorded(after.get(row.invoiceId)!),
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

/**
 * DELETE /api/Payments/record/{paymentId}: undoes a payment recorded by mistake. The rows are
 * locked in the order an assignment locks them (the bank line, then the invoice), so an undo and
 * an assignment of the same line wait for each other instead of deadlocking. Of several undos of
 * one payment at once, the first deletes it; the others then find it gone (404).
 */
export const deletePayment = async (db: Db, paymentId: string): Promise<PaymentChange> =>
  db.transaction(async (tx) => {
    if (!UUID.test(paymentId)) throw new DomainError('not-found', PAYMENT_NOT_FOUND);
    const [payment] = await tx
      .select({
        invoiceId: payments.invoiceId,
        amountCents: payments.amountCents,
        statementEntryId: payments.statementEntryId,
      })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!payment) throw new DomainError('not-found', PAYMENT_NOT_FOUND);
    if (payment.statementEntryId) {
      await tx
        .select({ id: statementEntries.id })
        .from(statementEntries)
        .where(eq(statementEntries.id, payment.statementEntryId))
        .for('update');
    }
    const invoice = await lockedInvoice(tx, payment.invoiceId);
    if (!invoice) throw new DomainError('not-found', INVOICE_NOT_FOUND);
    const before = (await loadLedgers(tx, [payment.invoiceId])).get(payment.invoiceId)!.status;
    const deleted = await tx
      .delete(payments)
      .where(eq(payments.id, paymentId))
      .returning({ id: payments.id });
    if (deleted.length === 0) throw new DomainError('not-found', PAYMENT_NOT_FOUND);
    if (payment.statementEntryId) {
      // The bank line paid the wrong invoice: it goes back to the lines to assign.
      await tx
        .update(statementEntries)
        .set({ state: 'unmatched', suggestedInvoiceId: null })
        .where(eq(statementEntries.id, payment.statementEntryId));
    }
    const after = recorded((await loadLedgers(tx, [payment.invoiceId])).get(payment.invoiceId)!);
    return {
      paymentId,
      invoiceId: payment.invoiceId,
      amountCents: payment.amountCents,
      statementEntryId: payment.statementEntryId,
      before,
      ...after,
    };
  });
