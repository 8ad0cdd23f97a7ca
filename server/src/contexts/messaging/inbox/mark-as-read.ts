import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messageRecipients, messages } from '../../../db/schema';
import type { Participation } from './participation';

/** The user has seen everything in the conversation, as sender, recipient or both. */
export const markReadFor = async (
  db: Db,
  messageId: string,
  userId: string,
  { isSender, isRecipient }: Participation,
): Promise<void> => {
  if (isSender) {
    await db.update(messages).set({ senderIsRead: true }).where(eq(messages.id, messageId));
  }
  if (isRecipient) {
    await db
      .update(messageRecipients)
      .set({ isRead: true, readAt: new Date() })
      .where(and(eq(messageRecipients.messageId, messageId), eq(messageRecipients.userId, userId)));
  }
};

/** Something new arrived: unread again for everyone taking part but its author. */
export const markUnreadForOthers = async (
  db: Db,
  messageId: string,
  authorId: string,
): Promise<void> => {
  await db
    .update(messages)
    .set({ senderIsRead: false })
    .where(and(eq(messages.id, messageId), ne(messages.fromUserId, authorId)));
  await db
    .update(messageRecipients)
    .set({ isRead: false, readAt: null })
    .where(and(eq(messageRecipients.messageId, messageId), ne(messageRecipients.userId, authorId)));
};
