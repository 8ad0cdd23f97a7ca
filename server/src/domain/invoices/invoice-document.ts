import { formatIbanGroups, hasRole, INVOICE_NOT_FOUND } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions, invoices, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { formatStructuredReference } from '../payments/statements/structured-reference';
import { qrPng } from '../payments/qr-image';
import { displayDay } from './due-date';
import { findInvoiceMeta } from './invoice-meta';
import { invoiceEpcPayload } from './issued-invoice';
import type { InvoicePdfData } from './invoice-pdf';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const loadInvoice = async (db: Db, invoiceId: string) => {
  if (!UUID.test(invoiceId)) return null;
  const [row] = await db
    .select({
      id: invoices.id,
      recipientUserId: invoices.recipientUserId,
      number: invoices.number,
      structuredReference: invoices.structuredReference,
      amountCents: invoices.amountCents,
      lines: invoices.lines,
      dueDate: invoices.dueDate,
      sentAt: invoices.sentAt,
      reissuedAt: invoices.reissuedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      conventionName: conventions.name,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.recipientUserId))
    .innerJoin(conventions, eq(conventions.id, invoices.conventionId))
    .where(eq(invoices.id, invoiceId));
  return row ?? null;
};

/** The EPC QR code of a numbered invoice as a PNG; null when there is none to draw. */
export const invoiceQrPng = async (db: Db, invoiceId: string): Promise<Buffer | null> => {
  const invoice = await loadInvoice(db, invoiceId);
  const meta = await findInvoiceMeta(db);
  if (!invoice || !meta) return null;
  const payload = invoiceEpcPayload(meta, invoice.amountCents, invoice.structuredReference);
  return payload ? qrPng(payload) : null;
};

/**
 * What the PDF of an invoice shows, for its recipient or an administrator; anyone else is told it
 * does not exist, so invoice ids cannot be probed.
 */
export const invoicePdfData = async (
  db: Db,
  invoiceId: string,
  caller: { id: string; roles: readonly string[] },
): Promise<InvoicePdfData> => {
  const invoice = await loadInvoice(db, invoiceId);
  if (!invoice || (invoice.recipientUserId !== caller.id && !hasRole(caller.roles, 'ADMIN'))) {
    throw new ApiError(404, INVOICE_NOT_FOUND);
  }
  const meta = await findInvoiceMeta(db);
  if (!invoice.number || !invoice.structuredReference || !meta?.iban) {
    throw new ApiError(404, INVOICE_NOT_FOUND);
  }
  const payload = invoiceEpcPayload(meta, invoice.amountCents, invoice.structuredReference);
  const issued = invoice.reissuedAt ?? invoice.sentAt;
  return {
    number: invoice.number,
    issuedOn: displayDay(issued.toISOString().slice(0, 10)),
    club: {
      name: meta.beneficiaryName,
      address: meta.clubAddress,
      enterpriseNumber: meta.enterpriseNumber,
    },
    recipient: { name: `${invoice.firstName} ${invoice.lastName}`, email: invoice.email },
    conventionName: invoice.conventionName,
    lines: invoice.lines,
    amountCents: invoice.amountCents,
    dueDate: invoice.dueDate ? displayDay(invoice.dueDate) : '',
    payment: {
      beneficiary: meta.beneficiaryName,
      iban: formatIbanGroups(meta.iban),
      bic: meta.bic,
      reference: formatStructuredReference(invoice.structuredReference),
    },
    qrPng: payload ? await qrPng(payload) : null,
  };
};
