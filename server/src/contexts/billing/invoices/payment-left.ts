import { formatCents } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { siteLink } from '../../../shared/mail/site-link';
import { paymentQrImage } from './issued-invoice';
import { listMemberInvoices } from './member-invoices';

/** What a mail says of a member's payment for one convention: a sentence and the QR code. */
export interface PaymentLeft {
  text: string;
  /** The EPC QR code's <img>, linking the PNG the server draws; empty when nothing is to pay. */
  qrHtml: string;
  /** The same for the plain-text part. */
  qrText: string;
}

/**
 * The member's invoice for the convention, read from its ledger: what is left to pay, to whom and
 * with which reference, and the QR code asking for that amount. Mail clients block data: images,
 * so the QR code is the invoice's own PNG link, as the invoice mail has it.
 */
export const paymentLeftFor = async (
  db: Db,
  userId: string,
  conventionId: number,
  publicUrl: string,
): Promise<PaymentLeft> => {
  const invoice = (await listMemberInvoices(db, userId)).find(
    (one) => one.conventionId === conventionId,
  );
  const none = { qrHtml: '', qrText: '' };
  if (!invoice) {
    return { text: 'Your invoice has not been sent yet: it will come to your inbox.', ...none };
  }
  if (invoice.leftCents <= 0) {
    return { text: `Invoice ${invoice.invoiceNumber} is paid: nothing is left to pay.`, ...none };
  }
  const transfer = `${formatCents(invoice.leftCents)} left to pay on invoice ${invoice.invoiceNumber}`;
  if (!invoice.iban) return { text: `${transfer}.`, ...none };
  const qrUrl = siteLink(publicUrl, `/api/Invoice/${invoice.invoiceId}/qr.png`);
  return {
    text: `${transfer}: to ${invoice.beneficiaryName}, IBAN ${invoice.iban}, with the structured communication ${invoice.structuredReference}, or scan the QR code with your banking app.`,
    qrHtml: paymentQrImage(qrUrl),
    qrText: `QR code to pay: ${qrUrl}`,
  };
};
