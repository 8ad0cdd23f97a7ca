import {
  formatEuro,
  INVOICE_ALREADY_SENT,
  INVOICE_BODY_REQUIRED,
  INVOICE_NOTIFICATION_TEMPLATE_NAME,
  INVOICE_TITLE_PREFIX_REQUIRED,
  isInvoiceTitle,
  PLACEHOLDER_PATTERN,
} from 'shared-api/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { createMessage } from '../inbox/create-message';
import { storedMessageBody } from '../inbox/message-html';
import { enqueueTemplatedMail } from '../mail';
import { documentBody } from '../templates/document-parts';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { buildInvoicePreview } from './invoice-preview';

export const unfilledPlaceholdersMessage = (names: readonly string[]): string =>
  `The invoice still contains ${names.join(', ')}: replace ${names.length > 1 ? 'them' : 'it'} before sending, or fix the 'Invoice' email template.`;

const assertAllFilled = (...texts: string[]): void => {
  const left = [...new Set(texts.flatMap((text) => text.match(PLACEHOLDER_PATTERN) ?? []))];
  if (left.length > 0) throw new ApiError(400, unfilledPlaceholdersMessage(left));
};

const alreadySent = async (db: Db, recipientId: string, conventionId: number) => {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.recipientUserId, recipientId), eq(invoices.conventionId, conventionId)));
  return row !== undefined;
};

export interface InvoiceToSend {
  recipientId: string;
  /** The admin's edited preview; the computed one when absent. */
  title?: string;
  invoice?: string;
}

/**
 * POST /api/Inbox/admin/invoice/send: stores the invoice, puts it in the registrant's inbox and
 * queues the notification mail, all or nothing. Once per registrant and convention: the unique
 * constraint refuses the second, even when two admins click at the same time.
 */
export const sendInvoice = async (
  db: Db,
  senderId: string,
  request: InvoiceToSend,
): Promise<string> => {
  const preview = await buildInvoicePreview(db, request.recipientId);
  const { convention, recipient, registrationId } = preview.context;
  if (await alreadySent(db, recipient.id, convention.id)) {
    throw new ApiError(409, INVOICE_ALREADY_SENT);
  }
  const title = request.title ?? preview.title;
  if (!isInvoiceTitle(title)) throw new ApiError(400, INVOICE_TITLE_PREFIX_REQUIRED);
  const body = storedMessageBody(
    documentBody(request.invoice ?? preview.body),
    INVOICE_BODY_REQUIRED,
  );
  assertAllFilled(title, body);

  try {
    return await db.transaction(async (tx) => {
      await tx.insert(invoices).values({
        recipientUserId: recipient.id,
        conventionId: convention.id,
        html: body,
        sentByUserId: senderId,
      });
      const noteId = await createMessage(tx, {
        fromUserId: senderId,
        title,
        body,
        recipientIds: [recipient.id],
        registrationId,
      });
      await enqueueTemplatedMail(tx, {
        to: recipient.email,
        templateName: INVOICE_NOTIFICATION_TEMPLATE_NAME,
        values: {
          FirstName: recipient.firstName,
          LastName: recipient.lastName,
          ConventionName: convention.name,
          Total: formatEuro(preview.total),
        },
      });
      return noteId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, INVOICE_ALREADY_SENT);
    throw error;
  }
};
