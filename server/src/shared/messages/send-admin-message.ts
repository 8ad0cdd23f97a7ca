import {
  ADMIN_MESSAGE_BODY_REQUIRED,
  RECIPIENT_NOT_FOUND,
  REGISTRATION_NOT_FOUND,
  type adminMessageRequestSchema,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { registrations, users } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { AuthUser } from '../auth-user';
import { createMessage } from './create-message';
import { mailNewMessage } from './message-mail';
import { storedMessageBody } from './message-html';

export const REGISTRATION_LINK_HTML =
  '<p><a href="/my-registrations">View your registration</a></p>';

type AdminMessage = z.output<typeof adminMessageRequestSchema>;

/**
 * POST /api/Inbox/admin/message/send: to the chosen recipients, optionally about a registration;
 * each hears of it by mail.
 */
export const sendAdminMessage = async (
  db: Db,
  from: AuthUser,
  request: AdminMessage,
  publicUrl: string,
): Promise<string> => {
  const recipientIds = [...new Set(request.recipientIds)];
  const found = await db.select({ id: users.id }).from(users).where(anyOf(users.id, recipientIds));
  if (found.length !== recipientIds.length) throw new DomainError('invalid', RECIPIENT_NOT_FOUND);
  if (request.registrationId) {
    const [registration] = await db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.id, request.registrationId));
    if (!registration) throw new DomainError('invalid', REGISTRATION_NOT_FOUND);
  }
  const withLink = Boolean(request.registrationId) && request.includeRegistrationLink;
  const text = storedMessageBody(request.body, ADMIN_MESSAGE_BODY_REQUIRED);
  const body = withLink ? `${text}${REGISTRATION_LINK_HTML}` : text;
  return db.transaction(async (tx) => {
    const noteId = await createMessage(tx, {
      fromUserId: from.id,
      title: request.title,
      body,
      recipientIds,
      registrationId: request.registrationId ?? null,
    });
    await mailNewMessage(
      tx,
      publicUrl,
      { noteId, title: request.title, sender: from },
      recipientIds,
    );
    return noteId;
  });
};
