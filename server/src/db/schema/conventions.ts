import { DAYS_OF_WEEK, SEASONS, SESSION_TYPES, type ConventionMeal } from 'shared-api/contract';
import { sql } from 'drizzle-orm';
import type { Venue } from 'shared-api/contract';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, utcTimestamp } from './columns';
import { catalogueGames } from './catalogue-games';

export const seasonEnum = pgEnum('season', SEASONS);
export const dayOfWeekEnum = pgEnum('day_of_week_name', DAYS_OF_WEEK);
export const sessionTypeEnum = pgEnum('session_type', SESSION_TYPES);

export const conventions = pgTable(
  'conventions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startDate: utcTimestamp('start_date').notNull(),
    endDate: utcTimestamp('end_date').notNull(),
    season: seasonEnum('season').notNull().default('SPRING'),
    isActive: boolean('is_active').notNull().default(false),
    registrationOpen: boolean('registration_open').notNull().default(false),
    /** Attendees placed at most; null is unlimited. Registrations beyond it wait (registrations.status). */
    capacity: integer('capacity'),
    // Meals and accompanying persons.
    /** The meals attendees may join; registrations keep the ids they picked. */
    meals: jsonb('meals').$type<ConventionMeal[]>().notNull().default([]),
    /** What each accompanying person pays besides their meals. */
    companionFeeCents: integer('companion_fee_cents').notNull().default(0),
    /** Practical information for registered attendees; null until an organiser sets it. */
    venue: jsonb('venue').$type<Venue>(),
    /** Days before the start on which each registered attendee is sent a reminder. */
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{14,2}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // GET /api/Convention/active answers with one convention: two active at once must be impossible.
  (t) => [
    uniqueIndex('conventions_single_active')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
    check('conventions_capacity_positive', sql`${t.capacity} is null or ${t.capacity} >= 1`),
    check('conventions_companion_fee_not_negative', sql`${t.companionFeeCents} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    conventionId: integer('convention_id')
      .notNull()
      .references(() => conventions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDateTime: utcTimestamp('start_date_time').notNull(),
    endDateTime: utcTimestamp('end_date_time'),
    dayOfWeekName: dayOfWeekEnum('day_of_week_name').notNull(),
    sessionType: sessionTypeEnum('session_type').notNull(),
  },
  (t) => [index('sessions_convention_idx').on(t.conventionId)],
);

export const featuredGames = pgTable('featured_games', {
  // The client generates the id on create.
  id: uuid('id').primaryKey().defaultRandom(),
  gameName: text('game_name').notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  /** The catalogue game it is, if any; deleting that game from the catalogue only unlinks it. */
  gameId: uuid('game_id').references(() => catalogueGames.id, { onDelete: 'set null' }),
  /** Deleted games stay as rows so the registrations that chose them keep them (docs/decisions.md). */
  deletedAt: utcTimestamp('deleted_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const conventionFeaturedGames = pgTable(
  'convention_featured_games',
  {
    conventionId: integer('convention_id')
      .notNull()
      .references(() => conventions.id, { onDelete: 'cascade' }),
    featuredGameId: uuid('featured_game_id')
      .notNull()
      .references(() => featuredGames.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.conventionId, t.featuredGameId] })],
);
