import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, utcTimestamp } from './columns';
import { users } from './users';

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
  },
  // Tag codes match case-insensitively.
  (t) => [uniqueIndex('tags_code_upper_key').on(sql`upper(${t.code})`)],
);

export const notifications = pgTable(
  'notifications',
  {
    /** noteId in the API. */
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body'),
    /** The Dutch and French versions, each optional: a language without one gets the English. */
    translations: jsonb('translations')
      .$type<Partial<Record<'nl' | 'fr', { title: string; body: string | null }>>>()
      .notNull()
      .default({}),
    validFrom: utcTimestamp('valid_from').notNull(),
    validTo: utcTimestamp('valid_to').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createDate: createdAt('create_date'),
    updatedAt: updatedAt(),
  },
  (t) => [index('notifications_valid_to_idx').on(t.validTo)],
);

export const notificationTags = pgTable(
  'notification_tags',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.tagId] })],
);
