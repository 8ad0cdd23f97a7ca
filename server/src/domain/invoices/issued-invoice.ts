import type { InvoiceMeta } from 'shared-api/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { formatStructuredReference } from '../payments/statements/structured-reference';
import { epcPayload } from '../payments/epc-payload';
import { qrDataUrl } from '../payments/qr-image';

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

const placeholder = (name: string) => new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`, 'g');

export const PAYMENT_QR_ALT = 'EPC QR code: scan it with a banking app to pay this invoice';

/** The <img> of the EPC QR code, with the given source (a data: URL, or a URL for mail). */
export const paymentQrImage = (src: string): string =>
  `<img src="${src}" alt="${PAYMENT_QR_ALT}" width="200" height="200">`;

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

/**
 * Fills {{InvoiceNumber}}, {{StructuredReference}} and {{PaymentQr}}, the values an invoice has
 * once it is numbered. The subject takes the texts only; the body also the QR code (a data: URL,
 * which the site's CSP allows and the stored message keeps).
 */
export const fillIssuedPlaceholders = async (
  texts: { title: string; body: string },
  issued: Pick<IssuedInvoice, 'number' | 'structuredReference'>,
  payment: { meta: Pick<InvoiceMeta, 'iban' | 'bic' | 'beneficiaryName'>; amountCents: number },
): Promise<{ title: string; body: string }> => {
  const reference = issued.structuredReference
    ? formatStructuredReference(issued.structuredReference)
    : null;
  const payload = invoiceEpcPayload(payment.meta, payment.amountCents, issued.structuredReference);
  const qr = payload ? paymentQrImage(await qrDataUrl(payload)) : null;
  const fillText = (text: string) => {
    let out = text;
    if (issued.number) out = out.replace(placeholder('InvoiceNumber'), issued.number);
    if (reference) out = out.replace(placeholder('StructuredReference'), reference);
    return out;
  };
  const body = fillText(texts.body);
  return {
    title: fillText(texts.title),
    body: qr ? body.replace(placeholder('PaymentQr'), qr) : body,
  };
};
