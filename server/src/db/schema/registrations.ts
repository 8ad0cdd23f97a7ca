import { sql } from 'drizzle-orm';
import { DIETARY_OPTIONS, REGISTRATION_STATUSES, type Companion } from 'shared-api/contract';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, utcTimestamp } from './columns';
import { conventions, featuredGames, sessions } from './conventions';
import { catalogueGames } from './catalogue-games';
import { users } from './users';

export const registrationStatusEnum = pgEnum('registration_status', REGISTRATION_STATUSES);
export const dietaryEnum = pgEnum('dietary', DIETARY_OPTIONS);

export const registrations = pgTable(
  'registrations',
  {
    // The client generates the id.
    id: uuid('id').primaryKey().defaultRandom(),
    conventionId: integer('convention_id')
      .notNull()
      .references(() => conventions.id, { onDelete: 'cascade' }),
    /** The account the registration belongs to (invoices go to this user). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredByUserId: uuid('registered_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attendeeFirstName: text('attendee_first_name').notNull(),
    attendeeLastName: text('attendee_last_name').notNull(),
    attendeeEmail: text('attendee_email').notNull(),
    attendeeYearOfBirth: integer('attendee_year_of_birth'),
    attendeeNationality: varchar('attendee_nationality', { length: 100 }),
    registerDifferentPerson: boolean('register_different_person').notNull().default(false),
    bringGames: text('bring_games'),
    wantToPlayGames: text('want_to_play_games'),
    peopleToPlayWith: text('people_to_play_with'),
    /** The attendee agreed that other attendees may pick them as someone to play with. */
    listedAsPlayPartner: boolean('listed_as_play_partner').notNull().default(false),
    additionalInfo: text('additional_info'),
    bringOwnPokerChips: boolean('bring_own_poker_chips').notNull().default(false),
    /** Stored as sent: the inverse of the form's checkbox. */
    mindNewPlayers: boolean('mind_new_players').notNull().default(false),
    hostAndTeach: boolean('host_and_teach').notNull().default(false),
    sameExperience: boolean('same_experience').notNull().default(false),
    experienceLevel: smallint('experience_level').notNull(),
    parking: boolean('parking').notNull().default(false),
    licensePlate: text('license_plate'),
    termsAccepted: boolean('terms_accepted').notNull(),
    /** Set by the door team when the attendee arrives at the convention. */
    checkedIn: boolean('checked_in').notNull().default(false),
    /**
     * Set by the database on insert (trigger registrations_place, see the migration
     * registration_status_and_capacity): 'waiting' once the convention's capacity is taken.
     */
    status: registrationStatusEnum('status').notNull().default('registered'),
    /** Order of arrival, drawn under the convention's lock: the waiting list's order. */
    arrival: bigint('arrival', { mode: 'number' }).notNull().default(0),
    cancelledAt: utcTimestamp('cancelled_at'),
    /** Cancelled at least one month before the start: the invoice no longer counts it. */
    refundOnCancel: boolean('refund_on_cancel').notNull().default(false),
    /**
     * Placed by an organiser beyond the capacity: the trigger registrations_place lets this one
     * promotion through while it still refuses every other attendee past the capacity.
     */
    promotedOutOfTurn: boolean('promoted_out_of_turn').notNull().default(false),
    // Meals and accompanying persons.
    dietary: dietaryEnum('dietary').notNull().default('none'),
    dietaryNotes: text('dietary_notes'),
    /** Ids of the convention's meals (conventions.meals) the attendee joins. */
    mealIds: jsonb('meal_ids').$type<string[]>().notNull().default([]),
    /** Who comes with the attendee: never seated, so never a registration of their own. */
    companions: jsonb('companions').$type<Companion[]>().notNull().default([]),
    /** The attendee agreed to appear on the list of who is coming. */
    listed: boolean('listed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Each attendee is registered once per convention, whatever the double submits.
    // A cancelled registration stays on record and frees the attendee to register again.
    uniqueIndex('registrations_convention_attendee_email_key')
      .on(t.conventionId, sql`lower(${t.attendeeEmail})`)
      .where(sql`${t.status} <> 'cancelled'`),
    index('registrations_convention_status_idx').on(t.conventionId, t.status, t.arrival),
    check(
      'registrations_cancelled_at',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
    index('registrations_user_idx').on(t.userId),
    check('registrations_experience_level_range', sql`${t.experienceLevel} between 0 and 4`),
    check('registrations_terms_accepted', sql`${t.termsAccepted}`),
  ],
);

export const registrationSessions = pgTable(
  'registration_sessions',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /**
     * Marked by the door team when the attendee arrives for this session; the registration's own
     * checked_in says they came to the convention at all.
     */
    checkedIn: boolean('checked_in').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.sessionId] })],
);

export const registrationFeaturedGames = pgTable(
  'registration_featured_games',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    featuredGameId: uuid('featured_game_id')
      .notNull()
      .references(() => featuredGames.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.featuredGameId] })],
);

/**
 * The catalogue games a registration picked: how many copies the attendee brings and whether they
 * want to play it. A game deleted from the catalogue is taken out of every pick.
 */
export const registrationGames = pgTable(
  'registration_games',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => catalogueGames.id, { onDelete: 'cascade' }),
    copiesBrought: smallint('copies_brought').notNull().default(0),
    wantsToPlay: boolean('wants_to_play').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.gameId] }),
    index('registration_games_game_idx').on(t.gameId),
    check(
      'registration_games_picked',
      sql`${t.copiesBrought} >= 0 and (${t.copiesBrought} > 0 or ${t.wantsToPlay})`,
    ),
  ],
);

/**
 * The attendees a registration asked to play with, picked among those of the same convention who
 * agreed to be listed (listedAsPlayPartner); read back only while they still are.
 */
export const registrationPlayPartners = pgTable(
  'registration_play_partners',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    partnerRegistrationId: uuid('partner_registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.partnerRegistrationId] }),
    index('registration_play_partners_partner_idx').on(t.partnerRegistrationId),
    check(
      'registration_play_partners_not_self',
      sql`${t.registrationId} <> ${t.partnerRegistrationId}`,
    ),
  ],
);
