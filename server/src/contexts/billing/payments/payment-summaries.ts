import type { RegistrationPayment } from 'shared-api/contract';
import { and, isNotNull } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of';
import type { Db } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { ledgerFigures, loadLedgers } from '../invoices/invoice-ledger';
import { formatStructuredReference } from '../../../shared/payment-codes/structured-reference';

export const summaryKey = (userId: string, conventionId: number) => `${userId}:${conventionId}`;

/**
 * The payment of every numbered invoice sent to these members, keyed by summaryKey(registrant,
 * convention): a registration is covered by its registrant's invoice for its convention.
 */
export const paymentSummaries = async (
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, RegistrationPayment & { invoiceId: string }>> => {
  const summaries = new Map<string, RegistrationPayment & { invoiceId: string }>();
  if (userIds.length === 0) return summaries;
  const rows = await db
    .select({
      id: invoices.id,
      userId: invoices.recipientUserId,
      conventionId: invoices.conventionId,
      number: invoices.number,
      amountCents: invoices.amountCents,
      structuredReference: invoices.structuredReference,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(and(anyOf(invoices.recipientUserId, userIds), isNotNull(invoices.number)));
  if (rows.length === 0) return summaries;
  const ledgers = await loadLedgers(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    summaries.set(summaryKey(row.userId, row.conventionId), {
      invoiceId: row.id,
      invoiceNumber: row.number ?? '',
      amountCents: row.amountCents,
      ...ledgerFigures(ledgers.get(row.id)!),
      structuredReference: row.structuredReference
        ? formatStructuredReference(row.structuredReference)
        : '',
      dueDate: row.dueDate,
    });
  }
  return summaries;
};
