import {
  ADMIN_MESSAGE_BODY_REQUIRED,
  BROADCAST_CONVENTION_NOT_FOUND,
  BROADCAST_NOBODY,
  BROADCAST_SESSION_NOT_FOUND,
  needsReminder,
  type broadcastAudienceSchema,
  type broadcastRequestSchema,
} from 'shared-api/contract';
import { and, eq, exists } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { conventions, registrationSessions, registrations, sessions } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import type { AuthUser } from '../../../shared/auth-user';
import { listPayments } from '../../billing';
import { createMessage } from '../../../shared/messages/create-message';
import { mailNewMessage } from '../../../shared/messages/message-mail';
import { storedMessageBody } from '../../../shared/messages/message-html';

type Audience = z.output<typeof broadcastAudienceSchema>;
type Broadcast = z.output<typeof broadcastRequestSchema>;

const assertAudienceExists = async (db: Db, { conventionId, sessionId }: Audience) => {
  const [convention] = await db
    .select({ id: conventions.id })
    .from(conventions)
    .where(eq(conventions.id, conventionId));
  if (!convention) throw new DomainError('not-found', BROADCAST_CONVENTION_NOT_FOUND);
  if (sessionId === undefined) return;
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.conventionId, conventionId)));
  if (!session) throw new DomainError('invalid', BROADCAST_SESSION_NOT_FOUND);
};

/** The recipients of the convention's invoices that still wait for money. */
const owingIds = async (db: Db, conventionId: number): Promise<Set<string>> =>
  new Set(
    (await listPayments(db, conventionId))
      .filter(needsReminder)
      .map(({ recipient }) => recipient.userId),
  );

/**
 * The accounts the convention's registrations belong to (the registrant who is invoiced), each
 * once however many attendees they registered; for a session, those with an attendee in it; with
 * unpaidOnly, those of them whose invoice still waits for money.
 */
const audienceIds = async (
  db: Db,
  { conventionId, sessionId, unpaidOnly }: Audience,
): Promise<string[]> => {
  const inSession =
    sessionId === undefined
      ? undefined
      : exists(
          db
            .select({ one: registrationSessions.sessionId })
            .from(registrationSessions)
            .where(
              and(
                eq(registrationSessions.registrationId, registrations.id),
                eq(registrationSessions.sessionId, sessionId),
              ),
            ),
        );
  const rows = await db
    .selectDistinct({ userId: registrations.userId })
    .from(registrations)
    .where(
      and(
        eq(registrations.conventionId, conventionId),
        eq(registrations.status, 'registered'),
        inSession,
      ),
    )
    .orderBy(registrations.userId);
  const ids = rows.map(({ userId }) => userId);
  if (!unpaidOnly) return ids;
  const owing = await owingIds(db, conventionId);
  return ids.filter((id) => owing.has(id));
};

/** How many a message to all would reach: what the organiser sees before sending. */
export const broadcastAudienceSize = async (db: Db, audience: Audience): Promise<number> => {
  await assertAudienceExists(db, audience);
  return (await audienceIds(db, audience)).length;
};

/**
 * POST /api/Inbox/admin/message/broadcast: a conversation of its own for each registrant reached,
 * so that a reply stays between that member and the organisers; each hears of it by mail (unless
 * they turned message mail off). All or nothing: one transaction.
 */
export const sendBroadcast = async (
  db: Db,
  from: AuthUser,
  request: Broadcast,
  publicUrl: string,
): Promise<number> => {
  await assertAudienceExists(db, request);
  const body = storedMessageBody(request.body, ADMIN_MESSAGE_BODY_REQUIRED);
  return db.transaction(async (tx) => {
    const recipientIds = await audienceIds(tx, request);
    if (recipientIds.length === 0) throw new DomainError('invalid', BROADCAST_NOBODY);
    for (const recipientId of recipientIds) {
      const noteId = await createMessage(tx, {
        fromUserId: from.id,
        title: request.title,
        body,
        recipientIds: [recipientId],
      });
      await mailNewMessage(tx, publicUrl, { noteId, title: request.title, sender: from }, [
        recipientId,
      ]);
    }
    return recipientIds.length;
  });
};
