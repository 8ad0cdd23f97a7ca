import type { Language } from 'shared-api/contract';
import type { Db } from '../../../db/client';
import { siteLink } from '../../../shared/mail/site-link';
import { paymentQrImage } from './issued-invoice';
import { listMemberInvoices } from './member-invoices';
import { centsIn, translator } from '../../../shared/i18n';

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
  language: Language = 'en',
): Promise<PaymentLeft> => {
  const t = translator(language);
  const invoice = (await listMemberInvoices(db, userId)).find(
    (one) => one.conventionId === conventionId,
  );
  const none = { qrHtml: '', qrText: '' };
  if (!invoice) {
    return { text: t('reminder.payment.notSent'), ...none };
  }
  const number = invoice.invoiceNumber;
  if (invoice.leftCents <= 0) return { text: t('reminder.payment.paid', { number }), ...none };
  const amount = centsIn(invoice.leftCents, language);
  if (!invoice.iban) return { text: t('reminder.payment.left', { amount, number }), ...none };
  const qrUrl = siteLink(publicUrl, `/api/Invoice/${invoice.invoiceId}/qr.png`);
  return {
    text: t('reminder.payment.transfer', {
      amount,
      number,
      beneficiary: invoice.beneficiaryName,
      iban: invoice.iban,
      reference: invoice.structuredReference,
    }),
    qrHtml: paymentQrImage(qrUrl, language),
    qrText: t('invoice.mail.qrLink', { url: qrUrl }),
  };
};
