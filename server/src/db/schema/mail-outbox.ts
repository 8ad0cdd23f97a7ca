import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, utcTimestamp } from './columns';

/** Durable mail queue: a failing SMTP server delays mail, never loses it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: utcTimestamp('next_attempt_at').notNull().defaultNow(),
    /** A worker holds a row until then; expired locks are picked up again. */
    lockedUntil: utcTimestamp('locked_until'),
    sentAt: utcTimestamp('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Mails that gather several events into one at most so often (e.g. accounts awaiting approval):
 * one row per kind, so every server instance claims the next send in one atomic update.
 */
export const mailDigests = pgTable('mail_digests', {
  name: text('name').primaryKey(),
  /** The first event not yet mailed; null when everything is. */
  pendingSince: utcTimestamp('pending_since'),
  lastSentAt: utcTimestamp('last_sent_at'),
});
