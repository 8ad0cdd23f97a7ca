import {
  escapeHtml,
  isSettled,
  type InvoiceMeta,
  type Language,
  type Ledger,
} from 'shared-api/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { formatStructuredReference } from '../../../shared/payment-codes/structured-reference';
import { epcPayload } from '../../../shared/payment-codes/epc-payload';
import { qrDataUrl } from '../../../shared/payment-codes/qr-image';
import { translator } from '../../../shared/i18n';

/** The record of an invoice already sent: what a re-issue keeps. */
export interface IssuedInvoice {
  id: string;
  number: string | null;
  structuredReference: string | null;
  amountCents: number;
  lines: { description: string; amountCents: number }[];
}

export const findIssuedInvoice = async (
  db: Db,
  recipientId: string,
  conventionId: number,
): Promise<IssuedInvoice | null> => {
  const [row] = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      structuredReference: invoices.structuredReference,
      amountCents: invoices.amountCents,
      lines: invoices.lines,
    })
    .from(invoices)
    .where(and(eq(invoices.recipientUserId, recipientId), eq(invoices.conventionId, conventionId)));
  return row ?? null;
};

/** What the payment placeholders are drawn from; the QR code's description in the language. */
export interface InvoicePayment {
  meta: Pick<InvoiceMeta, 'iban' | 'bic' | 'beneficiaryName'>;
  ledger: Ledger;
  language?: Language;
}

const placeholder = (name: string) => new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`, 'g');

/**
 * The <img> of the EPC QR code, with the given source (a data: URL, or a URL for mail), described
 * in the recipient's language.
 */
export const paymentQrImage = (src: string, language: Language = 'en'): string => {
  const alt = translator(language)('invoice.qr.alt');
  return `<img src="${src}" alt="${escapeHtml(alt)}" width="200" height="200">`;
};

/** The EPC QR text of an invoice, or null while there is no IBAN or no reference. */
export const invoiceEpcPayload = (
  meta: Pick<InvoiceMeta, 'iban' | 'bic' | 'beneficiaryName'>,
  amountCents: number,
  structuredReference: string | null,
): string | null =>
  meta.iban && structuredReference
    ? epcPayload({
        bic: meta.bic,
        beneficiaryName: meta.beneficiaryName,
        iban: meta.iban,
        amountCents,
        structuredReference,
      })
    : null;

/** The EPC QR text asking for what is left to pay; null when nothing is left (or no IBAN). */
export const ledgerEpcPayload = (
  meta: Pick<InvoiceMeta, 'iban' | 'bic' | 'beneficiaryName'>,
  ledger: Pick<Ledger, 'leftCents'>,
  structuredReference: string | null,
): string | null =>
  isSettled(ledger) ? null : invoiceEpcPayload(meta, ledger.leftCents, structuredReference);

/**
 * The values of {{InvoiceNumber}}, {{StructuredReference}} and {{PaymentQr}}, which an invoice has
 * once it is numbered: null where there is none yet (no IBAN: no QR code). The QR code asks for
 * what is left to pay (a data: URL, which the site's CSP allows and the stored message keeps), and
 * is empty when nothing is left.
 */
export const issuedPlaceholderValues = async (
  issued: Pick<IssuedInvoice, 'number' | 'structuredReference'>,
  payment: InvoicePayment,
) => {
  const payload = ledgerEpcPayload(payment.meta, payment.ledger, issued.structuredReference);
  return {
    InvoiceNumber: issued.number,
    StructuredReference: issued.structuredReference
      ? formatStructuredReference(issued.structuredReference)
      : null,
    // Nothing left to pay: no QR code, and no placeholder left behind to block the sending.
    PaymentQr: isSettled(payment.ledger)
      ? ''
      : payload
        ? paymentQrImage(await qrDataUrl(payload), payment.language)
        : null,
  };
};

/**
 * Fills {{InvoiceNumber}}, {{StructuredReference}} and {{PaymentQr}}. The subject takes the texts
 * only; the body also the QR code.
 */
export const fillIssuedPlaceholders = async (
  texts: { title: string; body: string },
  issued: Pick<IssuedInvoice, 'number' | 'structuredReference'>,
  payment: InvoicePayment,
): Promise<{ title: string; body: string }> => {
  const values = await issuedPlaceholderValues(issued, payment);
  const fillText = (text: string) => {
    let out = text;
    if (values.InvoiceNumber) out = out.replace(placeholder('InvoiceNumber'), values.InvoiceNumber);
    if (values.StructuredReference)
      out = out.replace(placeholder('StructuredReference'), values.StructuredReference);
    return out;
  };
  const body = fillText(texts.body);
  return {
    title: fillText(texts.title),
    body:
      values.PaymentQr === null ? body : body.replace(placeholder('PaymentQr'), values.PaymentQr),
  };
};
