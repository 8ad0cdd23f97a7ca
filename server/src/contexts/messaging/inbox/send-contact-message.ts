import {
  MESSAGE_BODY_REQUIRED,
  NO_ADMIN_TO_CONTACT,
  REGISTRATION_NOT_FOUND,
  type ContactMessageRequest,
} from 'shared-api/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { registrations } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { ofMember } from '../../registrations';
import type { AuthUser } from '../../../shared/auth-user';
import { activeAdminIds } from '../../../shared/messages/admins';
import { createMessage } from '../../../shared/messages/create-message';
import { mailContactMessage } from '../../../shared/messages/message-mail';
import { storedMessageBody } from '../../../shared/messages/message-html';

/** A member may only tie a message to a registration they see as theirs. */
const assertOwnRegistration = async (db: Db, user: AuthUser, registrationId: string) => {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.id, registrationId), ofMember(user)));
  if (!row) throw new DomainError('invalid', REGISTRATION_NOT_FOUND);
};

/** POST /api/Inbox/contact: the message reaches every administrator's inbox and mailbox. */
export const sendContactMessage = async (
  db: Db,
  from: AuthUser,
  request: ContactMessageRequest,
  publicUrl: string,
): Promise<string> => {
  const body = storedMessageBody(request.body, MESSAGE_BODY_REQUIRED);
  if (request.registrationId) await assertOwnRegistration(db, from, request.registrationId);
  const admins = (await activeAdminIds(db)).filter((id) => id !== from.id);
  if (admins.length === 0) throw new DomainError('conflict', NO_ADMIN_TO_CONTACT);
  return db.transaction(async (tx) => {
    const noteId = await createMessage(tx, {
      fromUserId: from.id,
      title: request.title,
      body,
      recipientIds: admins,
      registrationId: request.registrationId ?? null,
    });
    await mailContactMessage(tx, publicUrl, { noteId, title: request.title, sender: from });
    return noteId;
  });
};
