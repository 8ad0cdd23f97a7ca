import type { Db } from '../../db/client';
import { messageRecipients, messages } from '../../db/schema';

export interface NewMessage {
  fromUserId: string;
  title: string;
  /** Already sanitised. */
  body: string;
  recipientIds: readonly string[];
  registrationId?: string | null;
}

/** Stores a conversation, unread for every recipient. Returns its noteId. */
export const createMessage = async (db: Db, message: NewMessage): Promise<string> => {
  const [row] = await db
    .insert(messages)
    .values({
      fromUserId: message.fromUserId,
      title: message.title,
      body: message.body,
      registrationId: message.registrationId ?? null,
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('The message was not stored.');
  await db
    .insert(messageRecipients)
    .values([...new Set(message.recipientIds)].map((userId) => ({ messageId: row.id, userId })));
  return row.id;
};
