import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgEnum,
  pgTable,
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
    createdAt: createdAt(),
  },
  // A new code voids the old one: at most one live code per user and purpose.
  (t) => [
    uniqueIndex('email_codes_one_live_per_purpose')
      .on(t.userId, t.purpose)
      .where(sql`${t.usedAt} is null`),
  ],
);

/** Failed sign-ins of the last day, for throttling per account and per address. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased as typed, whether or not an account has it. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
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
