import { randomUUID } from 'node:crypto';
import {
  PAYMENT_RECEIVED_IN_PART_TEMPLATE_NAME,
  PAYMENT_RECEIVED_TEMPLATE_NAME,
  REFUND_PAID_TEMPLATE_NAME,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { anyOf } from '../../../db/any-of';
import type { Db } from '../../../db/client';
import {
  conventions,
  invoices,
  mailOutbox,
  messageRecipients,
  messages,
  users,
} from '../../../db/schema';
import { storedMessageBody } from '../../../shared/messages/message-html';
import {
  announceQueuedMail,
  findTemplateVersions,
  outboxValues,
  renderTemplate,
  templateIn,
  type TemplateVersions,
} from '../../../shared/mail';
import { centsIn } from '../../../shared/i18n';
import { documentBody } from '../../templates';
import { INVOICE_TEMPLATES } from '../invoices/invoice-templates';
import { formatStructuredReference } from '../../../shared/payment-codes/structured-reference';

/** What the member is told: paid in full, a part received with what is left, or a refund paid. */
export type PaymentNews = 'paid' | 'part' | 'refund';

const TEMPLATE_NAMES: Record<PaymentNews, string> = {
  paid: PAYMENT_RECEIVED_TEMPLATE_NAME,
  part: PAYMENT_RECEIVED_IN_PART_TEMPLATE_NAME,
  refund: REFUND_PAID_TEMPLATE_NAME,
};

const SUMMARIES: Record<PaymentNews, string> = {
  paid: 'Payment received.',
  part: 'Payment received.',
  refund: 'Refund paid.',
};

const fallback = (name: string) => INVOICE_TEMPLATES.find((template) => template.name === name)!;

/** Rows per insert, far below PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

export interface PaymentAnnouncement {
  invoiceId: string;
  news: PaymentNews;
  /** Paid in full: all received; in part: this payment; a refund: what went back. */
  amountCents: number;
  /** What is left to pay after it. */
  leftCents: number;
}

/**
 * An inbox message and a mail per invoice whose money moved, from the editable 'Payment Received',
 * 'Payment Received In Part' and 'Refund Paid' templates, in the transaction that recorded it. A
 * bank statement pays many invoices at once: one read, a template per kind, and the messages and
 * mails inserted in bulk.
 */
export const announcePayments = async (
  tx: Db,
  paid: readonly PaymentAnnouncement[],
  actorUserId: string,
): Promise<void> => {
  if (paid.length === 0) return;
  const rows = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      structuredReference: invoices.structuredReference,
      recipientId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      conventionName: conventions.name,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.recipientUserId))
    .innerJoin(conventions, eq(conventions.id, invoices.conventionId))
    .where(
      anyOf(
        invoices.id,
        paid.map((item) => item.invoiceId),
      ),
    );
  if (rows.length === 0) return;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parts = new Map<PaymentNews, TemplateVersions>();
  for (const news of new Set(paid.map((item) => item.news))) {
    const name = TEMPLATE_NAMES[news];
    parts.set(news, (await findTemplateVersions(tx, name)) ?? fallback(name));
  }
  const announcements = paid.flatMap(({ invoiceId, news, amountCents, leftCents }) => {
    const invoice = byId.get(invoiceId);
    if (!invoice) return [];
    // The message and the mail in the member's language.
    const { language } = invoice;
    const version = templateIn(parts.get(news)!, language);
    const euros = (cents: number) => centsIn(cents, language);
    const rendered = renderTemplate(
      { subject: version.subject, body: documentBody(version.body) },
      {
        FirstName: invoice.firstName,
        LastName: invoice.lastName,
        ConventionName: invoice.conventionName,
        InvoiceNumber: invoice.number ?? '',
        StructuredReference: invoice.structuredReference
          ? formatStructuredReference(invoice.structuredReference)
          : '',
        PaidAmount: euros(amountCents),
        RefundAmount: euros(amountCents),
        AmountLeft: euros(Math.max(leftCents, 0)),
      },
    );
    return [{ id: randomUUID(), invoice, rendered, summary: SUMMARIES[news] }];
  });
  for (let first = 0; first < announcements.length; first += ROWS_PER_INSERT) {
    const batch = announcements.slice(first, first + ROWS_PER_INSERT);
    await tx.insert(messages).values(
      batch.map(({ id, rendered, summary }) => ({
        id,
        fromUserId: actorUserId,
        title: rendered.subject,
        body: storedMessageBody(rendered.html, summary),
        registrationId: null,
      })),
    );
    await tx
      .insert(messageRecipients)
      .values(batch.map(({ id, invoice }) => ({ messageId: id, userId: invoice.recipientId })));
    await tx
      .insert(mailOutbox)
      .values(
        batch.map(({ invoice, rendered }) => outboxValues({ to: invoice.email, ...rendered })),
      );
  }
  announceQueuedMail();
};
