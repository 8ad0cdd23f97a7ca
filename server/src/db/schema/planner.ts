import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, utcTimestamp } from './columns';
import { conventions } from './conventions';
import { users } from './users';

/** The club's game catalogue: what the table planner seats people at. */
export const catalogueGames = pgTable(
  'catalogue_games',
  {
    // The client generates the id on create.
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minPlayers: integer('min_players').notNull(),
    maxPlayers: integer('max_players').notNull(),
    minutes: integer('minutes').notNull(),
    isLong: boolean('is_long').notNull().default(false),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('catalogue_games_title_key').on(sql`lower(${t.title})`),
    check(
      'catalogue_games_players',
      sql`${t.minPlayers} >= 1 and ${t.maxPlayers} >= ${t.minPlayers}`,
    ),
    check('catalogue_games_minutes', sql`${t.minutes} > 0`),
  ],
);

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
    /** What made this version: run, edit, ban, lift, restore, publish. */
    action: text('action').notNull(),
    savedByUserId: uuid('saved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    savedAt: createdAt('saved_at'),
  },
  (t) => [primaryKey({ columns: [t.conventionId, t.version] })],
);
