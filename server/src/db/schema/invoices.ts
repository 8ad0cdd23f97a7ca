import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { conventions } from './conventions';
import { users } from './users';

const euros = (name: string) =>
  numeric(name, { precision: 10, scale: 2, mode: 'number' }).notNull();

export const invoiceMeta = pgTable(
  'invoice_meta',
  {
    /** invoiceMetaId in the API. */
    id: serial('id').primaryKey(),
    // One settings row only, even when two admins create it at once.
    singleton: boolean('singleton').notNull().default(true).unique(),
    springConventionFee: euros('spring_convention_fee'),
    winterConventionFee: euros('winter_convention_fee'),
    springParkingFee: euros('spring_parking_fee'),
    winterParkingFee: euros('winter_parking_fee'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('invoice_meta_singleton', sql`${t.singleton}`),
    check(
      'invoice_meta_fees_not_negative',
      sql`${t.springConventionFee} >= 0 and ${t.winterConventionFee} >= 0 and ${t.springParkingFee} >= 0 and ${t.winterParkingFee} >= 0`,
    ),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The registrant: one invoice covers everyone they registered. */
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conventionId: integer('convention_id')
      .notNull()
      .references(() => conventions.id, { onDelete: 'cascade' }),
    /** Sanitised HTML as sent. */
    html: text('html').notNull(),
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: createdAt('sent_at'),
  },
  (t) => [unique('invoices_recipient_convention_key').on(t.recipientUserId, t.conventionId)],
);
