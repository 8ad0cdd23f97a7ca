import { ledgerOf, type Ledger, type LedgerEntry } from 'shared-api/contract';
import { asc } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of';
import type { Db } from '../../../db/client';
import { invoices, payments } from '../../../db/schema';

/** The payments of each invoice, refunds negative, oldest first. */
export const ledgerEntries = async (
  db: Db,
  invoiceIds: readonly string[],
): Promise<Map<string, LedgerEntry[]>> => {
  const entries = new Map<string, LedgerEntry[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return entries;
  const rows = await db
    .select({
      invoiceId: payments.invoiceId,
      amountCents: payments.amountCents,
      method: payments.method,
      paidOn: payments.paidOn,
    })
    .from(payments)
    .where(anyOf(payments.invoiceId, invoiceIds))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  for (const { invoiceId, ...entry } of rows) entries.get(invoiceId)?.push(entry);
  return entries;
};

/**
 * The ledger of each invoice, by id: its charges (the amount of its lines) against every payment
 * and refund recorded for it. Invoices that do not exist are left out.
 */
export const loadLedgers = async (
  db: Db,
  invoiceIds: readonly string[],
): Promise<Map<string, Ledger>> => {
  const ledgers = new Map<string, Ledger>();
  if (invoiceIds.length === 0) return ledgers;
  const charged = await db
    .select({ id: invoices.id, amountCents: invoices.amountCents })
    .from(invoices)
    .where(anyOf(invoices.id, invoiceIds));
  const entries = await ledgerEntries(
    db,
    charged.map((row) => row.id),
  );
  for (const row of charged) ledgers.set(row.id, ledgerOf(row.amountCents, entries.get(row.id)!));
  return ledgers;
};

/** The figures the API gives with an invoice: what it received, what is left and owed back. */
export const ledgerFigures = (ledger: Ledger) => ({
  paidCents: ledger.receivedCents - ledger.refundedCents,
  status: ledger.status,
  leftCents: ledger.leftCents,
  refundDueCents: ledger.refundDueCents,
  paidOn: ledger.paidOn,
});
