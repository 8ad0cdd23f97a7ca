import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, utcTimestamp } from './columns';
import { conventions } from './conventions';
import { users } from './users';

/**
 * One plan per convention. `draft` is what the organisers edit, `published` the copy members see;
 * `version` grows with every saved change, so a write made on an older version is refused instead
 * of silently undoing another organiser's work.
 */
export const tablePlans = pgTable('table_plans', {
  conventionId: integer('convention_id')
    .primaryKey()
    .references(() => conventions.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
  draft: jsonb('draft').notNull(),
  published: jsonb('published'),
  publishedAt: utcTimestamp('published_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The last few drafts of each plan (every run and every saved edit), so the organisers can compare
 * two and take an earlier one back. Pruned to the newest ten versions when a draft is saved.
 */
export const tablePlanVersions = pgTable(
  'table_plan_versions',
  {
    conventionId: integer('convention_id')
      .notNull()
      .references(() => conventions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    plan: jsonb('plan').notNull(),
    /** What made this version: run, edit, ban, lift, restore, publish, undo. */
    action: text('action').notNull(),
    /** The kept version a restore or an undo copied: a second undo goes on from the one before it. */
    restoredFrom: integer('restored_from'),
    savedByUserId: uuid('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    savedAt: createdAt('saved_at'),
  },
  (t) => [primaryKey({ columns: [t.conventionId, t.version] })],
);
