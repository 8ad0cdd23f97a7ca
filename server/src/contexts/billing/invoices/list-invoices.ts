import type { Invoice } from 'shared-api/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { formatStructuredReference } from '../../../shared/payment-codes/structured-reference';

/** GET /api/Registration/admin/invoicelist: every invoice sent, newest first. */
export const listInvoices = async (db: Db): Promise<Invoice[]> => {
  const rows = await db.select().from(invoices).orderBy(desc(invoices.sentAt));
  return rows.map((row) => ({
    invoiceId: row.id,
    recipientId: row.recipientUserId,
    conventionId: row.conventionId,
    invoice: row.html,
    sentDate: row.sentAt.toISOString(),
    invoiceNumber: row.number,
    structuredReference: row.structuredReference
      ? formatStructuredReference(row.structuredReference)
      : null,
    amountCents: row.amountCents,
  }));
};
