import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, utcTimestamp } from './columns';
import { users } from './users';

export const emailCodePurposeEnum = pgEnum('email_code_purpose', [
  'EMAIL_VALIDATION',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
]);

/** Emailed one-time codes: stored hashed, short-lived, few tries, single use. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailCodePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: utcTimestamp('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: utcTimestamp('used_at'),
    /** EMAIL_CHANGE only: the address the code was sent to, which becomes the account's. */
    newEmail: text('new_email'),
    createdAt: createdAt(),
  },
  // A new code voids the old one: at most one live code per user and purpose.
  (t) => [
    uniqueIndex('email_codes_one_live_per_purpose')
      .on(t.userId, t.purpose)
      .where(sql`${t.usedAt} is null`),
  ],
);

/**
 * Failed sign-ins of the last day, for throttling per account and per address. A sign-in attempt is
 * written here before its password is checked and removed when the password was right, so that
 * attempts sent at once are counted like attempts sent one after another.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased as typed, whether or not an account has it. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /**
     * From an address the account has signed in from before: such failures count apart from a
     * stranger's, so that a stranger's guesses cannot lock the owner out.
     */
    fromKnownAddress: boolean('from_known_address').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Addresses each account has signed in from, which count as the owner's (see loginFailures). */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the server sees it (request.ip), like the audit log. */
    address: text('address').notNull(),
    lastSignedInAt: createdAt('last_signed_in_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/**
 * Tokens revoked before their expiry by a logout, read by the auth hook on every signed-in
 * request. A row is only needed until the token would have expired anyway.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    /** The token's jti claim. */
    tokenId: uuid('token_id').primaryKey(),
    expiresAt: utcTimestamp('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * The undo link mailed to the old address when an account's email changes: single use, 7 days,
 * stored as its SHA-256 only. One row per change, so a second change does not void the first
 * one's link (the owner's address, not the intruder's, must stay able to undo).
 */
export const emailChangeUndos = pgTable('email_change_undos', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('email_change_undos_token_hash_key'),
  /** The address the link gives back to the account. */
  oldEmail: text('old_email').notNull(),
  newEmail: text('new_email').notNull(),
  expiresAt: utcTimestamp('expires_at').notNull(),
  usedAt: utcTimestamp('used_at'),
  createdAt: createdAt(),
});

/**
 * The key of each member's private calendar feed, stored as its SHA-256 only: one row per member,
 * so a new key replaces (revokes) the old one.
 */
export const calendarTokens = pgTable('calendar_tokens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_tokens_token_hash_key'),
  createdAt: createdAt(),
});
