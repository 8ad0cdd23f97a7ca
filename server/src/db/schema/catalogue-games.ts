import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

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
    /** The length at its largest table, when more players take longer; null: the same. */
    minutesAtMaxPlayers: integer('minutes_at_max_players'),
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
    check(
      'catalogue_games_minutes_at_max_players',
      sql`${t.minutesAtMaxPlayers} is null or ${t.minutesAtMaxPlayers} >= ${t.minutes}`,
    ),
  ],
);
