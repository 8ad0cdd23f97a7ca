import {
  formatIbanGroups,
  IBAN_REQUIRED_TO_SEND,
  isSettled,
  INVOICE_ALREADY_SENT,
  INVOICE_BODY_REQUIRED,
  INVOICE_NOTIFICATION_TEMPLATE_NAME,
  INVOICE_TITLE_PREFIX_REQUIRED,
  isInvoiceTitle,
  PLACEHOLDER_PATTERN,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoices } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { createMessage } from '../../../shared/messages/create-message';
import { storedMessageBody } from '../../../shared/messages/message-html';
import {
  enqueueMail,
  findTemplateIn,
  renderTemplate,
  siteLink,
  templateIn,
} from '../../../shared/mail';
import { centsIn, translator } from '../../../shared/i18n';
import { documentBody } from '../../templates';
import { isUniqueViolation } from '../../../db/is-unique-violation';
import { formatStructuredReference } from '../../../shared/payment-codes/structured-reference';
import { displayDay } from './due-date';
import { buildInvoicePreview, type InvoiceContext } from './invoice-preview';
import { allocateInvoiceNumber, referenceFor } from './invoice-number';
import { fillIssuedPlaceholders, paymentQrImage } from './issued-invoice';
import { INVOICE_TEMPLATES } from './invoice-templates';

export const unfilledPlaceholdersMessage = (names: readonly string[]): string =>
  `The invoice still contains ${names.join(', ')}: replace ${names.length > 1 ? 'them' : 'it'} before sending, or fix the 'Invoice' email template.`;

const assertAllFilled = (...texts: string[]): void => {
  const left = [...new Set(texts.flatMap((text) => text.match(PLACEHOLDER_PATTERN) ?? []))];
  if (left.length > 0) throw new DomainError('invalid', unfilledPlaceholdersMessage(left));
};

export interface InvoiceToSend {
  recipientId: string;
  /** The admin's edited preview; the computed one when absent. */
  title?: string;
  invoice?: string;
}

export interface SentInvoice {
  noteId: string;
  invoiceId: string;
  number: string;
  structuredReference: string;
  amountCents: number;
  reissued: boolean;
}

type Line = { description: string; amountCents: number };
const sameLines = (a: readonly Line[], b: readonly Line[]): boolean =>
  a.length === b.length &&
  a.every(
    (line, i) => line.description === b[i]?.description && line.amountCents === b[i]?.amountCents,
  );

const PAYMENT_QR = /\{\{\s*PaymentQr\s*\}\}/g;

/**
 * The mail that tells the member: what is left to pay, due date, IBAN, reference and the QR code as
 * a URL (none when nothing is left).
 */
const notifyByMail = async (
  tx: Db,
  context: InvoiceContext,
  sent: Omit<SentInvoice, 'noteId' | 'reissued'>,
  publicUrl: string,
) => {
  const { recipient, convention, meta } = context;
  const { language } = recipient;
  const template =
    (await findTemplateIn(tx, INVOICE_NOTIFICATION_TEMPLATE_NAME, language)) ??
    templateIn(INVOICE_TEMPLATES[1], language);
  const rendered = renderTemplate(template, {
    FirstName: recipient.firstName,
    LastName: recipient.lastName,
    ConventionName: convention.name,
    Total: centsIn(Math.max(context.ledger.leftCents, 0), language),
    DueDate: displayDay(context.dueDate, language),
    BankAccount: meta.iban ? formatIbanGroups(meta.iban) : '',
    Beneficiary: meta.beneficiaryName,
    StructuredReference: formatStructuredReference(sent.structuredReference),
    InvoiceNumber: sent.number,
  });
  // Mail clients block data: images: the mail links the PNG the server draws for this invoice.
  const qrUrl = siteLink(publicUrl, `/api/Invoice/${sent.invoiceId}/qr.png`);
  const settled = isSettled(context.ledger);
  await enqueueMail(tx, {
    to: recipient.email,
    subject: rendered.subject,
    html: rendered.html.replace(PAYMENT_QR, settled ? '' : paymentQrImage(qrUrl, language)),
    text: rendered.text.replace(
      PAYMENT_QR,
      settled ? '' : translator(language)('invoice.mail.qrLink', { url: qrUrl }),
    ),
  });
};

/**
 * POST /api/Inbox/admin/invoice/send: numbers and stores the invoice, puts it in the registrant's
 * inbox and queues the notification mail, all or nothing. Once per registrant and convention: the
 * unique constraint refuses the second, even when two admins click at the same time. After the
 * registrations changed (another amount or other lines) it is issued again under the same number
 * and reference, with the new amount.
 */
export const sendInvoice = async (
  db: Db,
  senderId: string,
  request: InvoiceToSend,
  publicUrl: string,
): Promise<SentInvoice> => {
  const preview = await buildInvoicePreview(db, request.recipientId);
  const context = preview.context;
  const { convention, recipient, registrationId, meta, issued, amountCents } = context;
  if (!meta.iban) throw new DomainError('invalid', IBAN_REQUIRED_TO_SEND);
  const lines = preview.lines.map((line) => ({
    description: line.description,
    amountCents: Math.round(line.amount * 100),
  }));
  if (issued && issued.amountCents === amountCents && sameLines(issued.lines, lines)) {
    throw new DomainError('conflict', INVOICE_ALREADY_SENT);
  }
  const title = request.title ?? preview.title;
  if (!isInvoiceTitle(title)) throw new DomainError('invalid', INVOICE_TITLE_PREFIX_REQUIRED);
  const draft = documentBody(request.invoice ?? preview.body);

  try {
    return await db.transaction(async (tx) => {
      let numbered: { id: string | null; number: string; structuredReference: string };
      if (issued?.number && issued.structuredReference) {
        numbered = {
          id: issued.id,
          number: issued.number,
          structuredReference: issued.structuredReference,
        };
      } else {
        const year = new Date().getUTCFullYear();
        const allocated = await allocateInvoiceNumber(tx, year);
        numbered = {
          id: issued?.id ?? null,
          number: allocated.number,
          structuredReference: referenceFor(year, allocated.sequence),
        };
      }
      const filled = await fillIssuedPlaceholders({ title, body: draft }, numbered, {
        meta,
        ledger: context.ledger,
        language: recipient.language,
      });
      const body = storedMessageBody(filled.body, INVOICE_BODY_REQUIRED);
      assertAllFilled(filled.title, body);
      const record = {
        html: body,
        number: numbered.number,
        structuredReference: numbered.structuredReference,
        amountCents,
        lines,
        dueDate: context.dueDate,
      };
      let invoiceId: string;
      if (numbered.id) {
        await tx
          .update(invoices)
          .set({ ...record, reissuedAt: new Date(), sentByUserId: senderId })
          .where(eq(invoices.id, numbered.id));
        invoiceId = numbered.id;
      } else {
        const [row] = await tx
          .insert(invoices)
          .values({
            ...record,
            recipientUserId: recipient.id,
            conventionId: convention.id,
            sentByUserId: senderId,
          })
          .returning({ id: invoices.id });
        if (!row) throw new Error('The invoice was not stored.');
        invoiceId = row.id;
      }
      const noteId = await createMessage(tx, {
        fromUserId: senderId,
        title: filled.title,
        body,
        recipientIds: [recipient.id],
        registrationId,
      });
      const sent = {
        invoiceId,
        number: numbered.number,
        structuredReference: numbered.structuredReference,
        amountCents,
      };
      await notifyByMail(tx, context, sent, publicUrl);
      return { ...sent, noteId, reissued: numbered.id !== null };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('conflict', INVOICE_ALREADY_SENT);
    throw error;
  }
};
