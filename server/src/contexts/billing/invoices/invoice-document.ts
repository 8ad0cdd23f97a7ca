import {
  formatIbanGroups,
  formatMomentDay,
  hasRole,
  INVOICE_ALREADY_PAID,
  INVOICE_NOT_FOUND,
  isSettled,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conventions, invoices, users } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { formatStructuredReference } from '../../../shared/payment-codes/structured-reference';
import { qrPng } from '../../../shared/payment-codes/qr-image';
import { displayDay } from './due-date';
import { findInvoiceMeta } from './invoice-meta';
import { loadLedgers } from './invoice-ledger';
import { ledgerEpcPayload } from './issued-invoice';
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
      language: users.language,
      conventionName: conventions.name,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.recipientUserId))
    .innerJoin(conventions, eq(conventions.id, invoices.conventionId))
    .where(eq(invoices.id, invoiceId));
  return row ?? null;
};

const ledgerOfInvoice = async (db: Db, invoiceId: string) =>
  (await loadLedgers(db, [invoiceId])).get(invoiceId)!;

/**
 * The EPC QR code of a numbered invoice as a PNG, asking for what is left to pay; null when there
 * is none to draw. Throws 409 once nothing is left: a scan must never pay twice.
 */
export const invoiceQrPng = async (db: Db, invoiceId: string): Promise<Buffer | null> => {
  const invoice = await loadInvoice(db, invoiceId);
  const meta = await findInvoiceMeta(db);
  if (!invoice || !meta) return null;
  const ledger = await ledgerOfInvoice(db, invoiceId);
  if (invoice.structuredReference && isSettled(ledger)) {
    throw new DomainError('conflict', INVOICE_ALREADY_PAID);
  }
  const payload = ledgerEpcPayload(meta, ledger, invoice.structuredReference);
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
    throw new DomainError('not-found', INVOICE_NOT_FOUND);
  }
  const meta = await findInvoiceMeta(db);
  if (!invoice.number || !invoice.structuredReference || !meta?.iban) {
    throw new DomainError('not-found', INVOICE_NOT_FOUND);
  }
  const ledger = await ledgerOfInvoice(db, invoiceId);
  const payload = ledgerEpcPayload(meta, ledger, invoice.structuredReference);
  const issuedAt = invoice.reissuedAt ?? invoice.sentAt;
  // In the recipient's language, whoever downloads it: an administrator sees what the member reads.
  const { language } = invoice;
  return {
    language,
    number: invoice.number,
    issuedAt,
    issuedOn: formatMomentDay(issuedAt, language),
    club: {
      name: meta.beneficiaryName,
      address: meta.clubAddress,
      enterpriseNumber: meta.enterpriseNumber,
    },
    recipient: { name: `${invoice.firstName} ${invoice.lastName}`, email: invoice.email },
    conventionName: invoice.conventionName,
    lines: invoice.lines,
    ledger,
    paidOn: ledger.paidOn ? displayDay(ledger.paidOn, language) : null,
    dueDate: invoice.dueDate ? displayDay(invoice.dueDate, language) : '',
    payment: {
      beneficiary: meta.beneficiaryName,
      iban: formatIbanGroups(meta.iban),
      bic: meta.bic,
      reference: formatStructuredReference(invoice.structuredReference),
    },
    qrPng: payload ? await qrPng(payload) : null,
  };
};
