import type { InboxItem, Person, Recipient } from 'shared-api/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { messageRecipients, messages, replies, users } from '../../../db/schema';
import type { InboxCaller } from './inbox-caller';

const person = (row: { id: string; firstName: string; lastName: string }): Person => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
});

const groupBy = <T>(rows: T[], key: (row: T) => string): Map<string, T[]> => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

/**
 * The caller's read state: the sender's flag, their recipient row, or both when they sent a message
 * to themselves. An admin who takes no part has nothing to read.
 */
const callerIsRead = (
  caller: InboxCaller,
  message: { fromUserId: string; senderIsRead: boolean },
  recipients: Recipient[],
): boolean => {
  const asSender = message.fromUserId === caller.id ? message.senderIsRead : true;
  const asRecipient = recipients.find((r) => r.userId === caller.id)?.isRead ?? true;
  return asSender && asRecipient;
};

/** Inbox items for these message ids, in the given order. */
export const loadInboxItems = async (
  db: Db,
  caller: InboxCaller,
  ids: string[],
): Promise<InboxItem[]> => {
  if (ids.length === 0) return [];
  const [messageRows, recipientRows, replyRows] = await Promise.all([
    db
      .select({
        id: messages.id,
        title: messages.title,
        body: messages.body,
        fromUserId: messages.fromUserId,
        registrationId: messages.registrationId,
        senderIsRead: messages.senderIsRead,
        createDate: messages.createDate,
        sender: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.fromUserId))
      .where(inArray(messages.id, ids)),
    db
      .select({
        messageId: messageRecipients.messageId,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        isRead: messageRecipients.isRead,
      })
      .from(messageRecipients)
      .innerJoin(users, eq(users.id, messageRecipients.userId))
      .where(inArray(messageRecipients.messageId, ids))
      .orderBy(asc(users.firstName), asc(users.lastName)),
    db
      .select({
        messageId: replies.messageId,
        id: replies.id,
        body: replies.body,
        isAdminReply: replies.isAdminReply,
        createDate: replies.createDate,
        user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(replies)
      .innerJoin(users, eq(users.id, replies.userId))
      .where(inArray(replies.messageId, ids))
      .orderBy(asc(replies.createDate), asc(replies.id)),
  ]);
  const recipientsOf = groupBy(recipientRows, (r) => r.messageId);
  const repliesOf = groupBy(replyRows, (r) => r.messageId);
  const byId = new Map(messageRows.map((m) => [m.id, m]));

  return ids.flatMap((id): InboxItem[] => {
    const message = byId.get(id);
    if (!message) return [];
    const recipients = (recipientsOf.get(id) ?? []).map(({ messageId: _m, ...r }): Recipient => ({
      ...r,
      // Members never learn each other's email addresses from a shared conversation.
      email: caller.isAdmin || r.userId === caller.id ? r.email : null,
    }));
    const itemReplies = (repliesOf.get(id) ?? []).map((r) => ({
      replyId: r.id,
      user: person(r.user),
      body: r.body,
      isAdminReply: r.isAdminReply,
      createDate: r.createDate.toISOString(),
    }));
    const lastReply = itemReplies.at(-1);
    return [
      {
        message: {
          noteId: message.id,
          title: message.title,
          body: message.body,
          from: person(message.sender),
          fromId: message.fromUserId,
          recipients,
          registrationId: message.registrationId,
          tags: null,
          createDate: message.createDate.toISOString(),
        },
        isRead: callerIsRead(caller, message, recipients),
        replies: itemReplies,
        lastActivityDate: lastReply?.createDate ?? message.createDate.toISOString(),
      },
    ];
  });
};
