import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, utcTimestamp } from './columns';
import { registrations } from './registrations';
import { users } from './users';

/** Inbox messages ("notes"): admin messages, contact messages and invoices. */
export const messages = pgTable(
  'messages',
  {
    /** noteId in the API. */
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    fromUserId: uuid('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id').references(() => registrations.id, {
      onDelete: 'set null',
    }),
    /** The sender's read state (recipients keep theirs in message_recipients): a reply unsets it. */
    senderIsRead: boolean('sender_is_read').notNull().default(true),
    createDate: createdAt('create_date'),
  },
  (t) => [index('messages_from_user_idx').on(t.fromUserId)],
);

export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    readAt: utcTimestamp('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('message_recipients_user_idx').on(t.userId),
  ],
);

export const replies = pgTable(
  'replies',
  {
    /** replyId in the API. */
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    isAdminReply: boolean('is_admin_reply').notNull().default(false),
    createDate: createdAt('create_date'),
  },
  (t) => [index('replies_message_idx').on(t.messageId)],
);
