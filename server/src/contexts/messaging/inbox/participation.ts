import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messageRecipients, messages } from '../../../db/schema';

/** SQL condition: the user sent the message or is one of its recipients. */
export const takesPart = (db: Db, userId: string): SQL =>
  or(
    eq(messages.fromUserId, userId),
    exists(
      db
        .select({ one: messageRecipients.userId })
        .from(messageRecipients)
        .where(
          and(eq(messageRecipients.messageId, messages.id), eq(messageRecipients.userId, userId)),
        ),
    ),
  ) as SQL;

export interface Participation {
  isSender: boolean;
  isRecipient: boolean;
}

/** How the user takes part in the message; null when the message does not exist. */
export const participationIn = async (
  db: Db,
  messageId: string,
  userId: string,
): Promise<Participation | null> => {
  const [row] = await db
    .select({ fromUserId: messages.fromUserId, recipient: messageRecipients.userId })
    .from(messages)
    .leftJoin(
      messageRecipients,
      and(eq(messageRecipients.messageId, messages.id), eq(messageRecipients.userId, userId)),
    )
    .where(eq(messages.id, messageId));
  if (!row) return null;
  return { isSender: row.fromUserId === userId, isRecipient: row.recipient !== null };
};
