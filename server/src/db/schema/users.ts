import type { Language } from 'shared-api/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, utcTimestamp } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
    canRegisterMultiplePlayers: boolean('can_register_multiple_players').notNull().default(false),
    yearOfBirth: integer('year_of_birth'),
    nationality: varchar('nationality', { length: 100 }),
    /** Bumped to void every token issued before (suspension, password reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The member's choice on /profile: a mail for every new message or reply they receive. */
    messageMail: boolean('message_mail').notNull().default(true),
    /** The member's choice on /profile: the reminders before a convention they are registered for. */
    reminderMail: boolean('reminder_mail').notNull().default(true),
    /** The language of the site, mails and documents for this member: en, nl or fr. */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Set when the account was erased: the row stays, anonymised, for the invoices that need it. */
    deletedAt: utcTimestamp('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_year_of_birth_range', sql`${t.yearOfBirth} is null or ${t.yearOfBirth} >= 1900`),
    check('users_language_known', sql`${t.language} in ('en', 'nl', 'fr')`),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const userGroups = pgTable(
  'user_groups',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] })],
);
