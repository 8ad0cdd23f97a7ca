import { check, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { registrations } from './registrations';

/**
 * Pieces of a registration's free text the organisers chose to ignore on the planning board (a
 * remark, a game the club does not have): no longer listed as unmatched. The words are kept only
 * as a digest of their comparison key, so the table holds no free text.
 */
export const ignoredWishes = pgTable(
  'ignored_wishes',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** bringGames, wantToPlayGames or peopleToPlayWith. */
    field: text('field').notNull(),
    /** SHA-256 (hex) of the words' comparison key (gameKey). */
    wishDigest: text('wish_digest').notNull(),
    ignoredAt: createdAt('ignored_at'),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.field, t.wishDigest] }),
    check(
      'ignored_wishes_field',
      sql`${t.field} in ('bringGames', 'wantToPlayGames', 'peopleToPlayWith')`,
    ),
  ],
);
