import { bigint, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { conventions } from './conventions';
import { mailOutbox } from './mail-outbox';
import { registrations } from './registrations';

/**
 * One row per reminder sent, written in the transaction that queues its mail: the key makes a
 * second server, or the same one after a restart, find it already sent.
 */
export const conventionReminders = pgTable(
  'convention_reminders',
  {
    conventionId: integer('convention_id')
      .notNull()
      .references(() => conventions.id, { onDelete: 'cascade' }),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    /** The reminder's day: this many days before the convention's start. */
    reminderDay: integer('reminder_day').notNull(),
    /** The mail queued; null when the member chose no reminders. */
    mailId: bigint('mail_id', { mode: 'number' }).references(() => mailOutbox.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.conventionId, t.registrationId, t.reminderDay] })],
);
