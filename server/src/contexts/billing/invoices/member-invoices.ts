import { formatIbanGroups, type MemberInvoice } from 'shared-api/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conventions, invoices } from '../../../db/schema';
import { formatStructuredReference } from '../../../shared/payment-codes/structured-reference';
import { qrDataUrl } from '../../../shared/payment-codes/qr-image';
import { findInvoiceMeta } from './invoice-meta';
import { ledgerFigures, loadLedgers } from './invoice-ledger';
import { ledgerEpcPayload } from './issued-invoice';

/** GET /api/Invoice/mine: the numbered invoices sent to a member, newest first. */
export const listMemberInvoices = async (db: Db, userId: string): Promise<MemberInvoice[]> => {
  const meta = await findInvoiceMeta(db);
  const rows = await db
    .select({
      invoiceId: invoices.id,
      invoiceNumber: invoices.number,
      conventionId: invoices.conventionId,
      conventionName: conventions.name,
      amountCents: invoices.amountCents,
      dueDate: invoices.dueDate,
      structuredReference: invoices.structuredReference,
    })
    .from(invoices)
    .innerJoin(conventions, eq(conventions.id, invoices.conventionId))
    .where(and(eq(invoices.recipientUserId, userId), isNotNull(invoices.number)))
    .orderBy(desc(invoices.sentAt));
  const ledgers = await loadLedgers(
    db,
    rows.map((row) => row.invoiceId),
  );
  return Promise.all(
    rows.map(async (row) => {
      const ledger = ledgers.get(row.invoiceId)!;
      const reference = row.structuredReference ?? '';
      const payload = meta ? ledgerEpcPayload(meta, ledger, reference) : null;
      return {
        ...row,
        invoiceNumber: row.invoiceNumber ?? '',
        structuredReference: reference ? formatStructuredReference(reference) : '',
        beneficiaryName: meta?.beneficiaryName ?? '',
        iban: meta?.iban ? formatIbanGroups(meta.iban) : null,
        bic: meta?.bic ?? null,
        qrDataUrl: payload ? await qrDataUrl(payload) : null,
        ...ledgerFigures(ledger),
      };
    }),
  );
};
