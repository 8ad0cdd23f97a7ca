import { formatCents, PAYMENT_RECEIVED_TEMPLATE_NAME } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conventions, invoices, users } from '../../db/schema';
import { createMessage } from '../inbox/create-message';
import { storedMessageBody } from '../inbox/message-html';
import { enqueueMail, renderTemplate } from '../mail';
import { findTemplateByName } from '../templates/templates';
import { documentBody } from '../templates/document-parts';
import { INVOICE_TEMPLATES } from '../invoices/invoice-templates';

const FALLBACK = INVOICE_TEMPLATES[2];

/**
 * 'Payment received': an inbox message and a mail, from the editable 'Payment Received' template,
 * in the transaction that made the invoice paid.
 */
export const announcePaymentReceived = async (
  tx: Db,
  invoiceId: string,
  paidCents: number,
  actorUserId: string,
): Promise<void> => {
  const [invoice] = await tx
    .select({
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
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return;
  const template = (await findTemplateByName(tx, PAYMENT_RECEIVED_TEMPLATE_NAME)) ?? FALLBACK;
  const rendered = renderTemplate(
    { subject: template.subject, body: documentBody(template.body) },
    {
      FirstName: invoice.firstName,
      LastName: invoice.lastName,
      ConventionName: invoice.conventionName,
      InvoiceNumber: invoice.number ?? '',
      PaidAmount: formatCents(paidCents),
    },
  );
  await createMessage(tx, {
    fromUserId: actorUserId,
    title: rendered.subject,
    body: storedMessageBody(rendered.html, 'Payment received.'),
    recipientIds: [invoice.recipientId],
  });
  await enqueueMail(tx, { to: invoice.email, ...rendered });
};
