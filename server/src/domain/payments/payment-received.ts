import { randomUUID } from 'node:crypto';
import { formatCents, PAYMENT_RECEIVED_TEMPLATE_NAME } from 'shared-api/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  conventions,
  invoices,
  mailOutbox,
  messageRecipients,
  messages,
  users,
} from '../../db/schema';
import { storedMessageBody } from '../inbox/message-html';
import { announceQueuedMail, outboxValues, renderTemplate } from '../mail';
import { findTemplateByName } from '../templates/templates';
import { documentBody } from '../templates/document-parts';
import { INVOICE_TEMPLATES } from '../invoices/invoice-templates';

const FALLBACK = INVOICE_TEMPLATES[2];

/** Rows per insert, far below PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 1000;

export interface PaidInvoice {
  invoiceId: string;
  paidCents: number;
}

/**
 * 'Payment received': an inbox message and a mail per invoice that became paid, from the editable
 * 'Payment Received' template, in the transaction that made them paid. A bank statement pays many
 * invoices at once: one read, one template, and the messages and mails inserted in bulk.
 */
export const announcePaymentsReceived = async (
  tx: Db,
  paid: readonly PaidInvoice[],
  actorUserId: string,
): Promise<void> => {
  if (paid.length === 0) return;
  const rows = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      recipientId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      conventionName: conventions.name,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.recipientUserId))
    .innerJoin(conventions, eq(conventions.id, invoices.conventionId))
    .where(
      inArray(
        invoices.id,
        paid.map((item) => item.invoiceId),
      ),
    );
  if (rows.length === 0) return;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const template = (await findTemplateByName(tx, PAYMENT_RECEIVED_TEMPLATE_NAME)) ?? FALLBACK;
  const parts = { subject: template.subject, body: documentBody(template.body) };
  const announcements = paid.flatMap(({ invoiceId, paidCents }) => {
    const invoice = byId.get(invoiceId);
    if (!invoice) return [];
    const rendered = renderTemplate(parts, {
      FirstName: invoice.firstName,
      LastName: invoice.lastName,
      ConventionName: invoice.conventionName,
      InvoiceNumber: invoice.number ?? '',
      PaidAmount: formatCents(paidCents),
    });
    return [{ id: randomUUID(), invoice, rendered }];
  });
  for (let first = 0; first < announcements.length; first += ROWS_PER_INSERT) {
    const batch = announcements.slice(first, first + ROWS_PER_INSERT);
    await tx.insert(messages).values(
      batch.map(({ id, rendered }) => ({
        id,
        fromUserId: actorUserId,
        title: rendered.subject,
        body: storedMessageBody(rendered.html, 'Payment received.'),
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
