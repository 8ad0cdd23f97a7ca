import { and, count, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messageRecipients, messages } from '../../../db/schema';

/**
 * Conversations the user has not read: received and unread, or sent and answered since. The same
 * read state as their inbox shows (load-inbox-items.ts).
 */
export const countUnread = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(messages)
    .where(
      or(
        and(eq(messages.fromUserId, userId), eq(messages.senderIsRead, false)),
        exists(
          db
            .select({ one: messageRecipients.userId })
            .from(messageRecipients)
            .where(
              and(
                eq(messageRecipients.messageId, messages.id),
                eq(messageRecipients.userId, userId),
                eq(messageRecipients.isRead, false),
              ),
            ),
        ),
      ),
    );
  return row?.value ?? 0;
};
