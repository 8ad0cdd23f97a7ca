import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, utcTimestamp } from './columns';
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
    /** Who members pay: the name, IBAN (stored compact, upper case) and optional BIC. */
    beneficiaryName: text('beneficiary_name').notNull().default(''),
    iban: text('iban'),
    bic: text('bic'),
    /** Invoices fall due this many days before the convention starts. */
    paymentDueDays: integer('payment_due_days').notNull().default(14),
    /** The invoice header: the club's postal address and enterprise number, both optional. */
    clubAddress: text('club_address'),
    enterpriseNumber: text('enterprise_number'),
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
    /** '2027-0001': the year it was first sent and its place in that year, no gaps. */
    number: text('number').unique('invoices_number_key'),
    /** The 12 digits of the Belgian structured communication (+++ddd/dddd/ddddd+++). */
    structuredReference: text('structured_reference').unique('invoices_structured_reference_key'),
    amountCents: integer('amount_cents').notNull().default(0),
    /** The lines as last issued: [{ description, amountCents }]. */
    lines: jsonb('lines')
      .$type<{ description: string; amountCents: number }[]>()
      .notNull()
      .default([]),
    dueDate: date('due_date', { mode: 'string' }),
    /** The last time it was issued again after the registrations changed. */
    reissuedAt: utcTimestamp('reissued_at'),
    lastRemindedAt: utcTimestamp('last_reminded_at'),
  },
  (t) => [
    unique('invoices_recipient_convention_key').on(t.recipientUserId, t.conventionId),
    check('invoices_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

/** The last invoice number given out per year: bumped in the sending transaction, so no gaps. */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Money received (positive) or paid back (negative, method 'refund') for an invoice. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').notNull(),
    /** The day the money moved (the bank's booking date for imported entries). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Set when the payment came from an imported bank statement line. */
    statementEntryId: uuid('statement_entry_id').unique('payments_statement_entry_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    check('payments_amount_not_zero', sql`${t.amountCents} <> 0`),
  ],
);

/** One credit line of an imported bank statement, kept once per bank reference. */
export const statementEntries = pgTable('statement_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  /**
   * What identifies the line in its format (see StatementEntry.lineKey): importing a statement
   * twice adds nothing. Lines imported before it existed have 'legacy/' and their bank reference.
   */
  lineKey: text('line_key').notNull().unique('statement_entries_line_key_key'),
  /** The bank's reference as the treasurer reads it; banks may repeat one. */
  bankReference: text('bank_reference').notNull(),
  format: text('format').notNull(),
  bookedOn: date('booked_on', { mode: 'string' }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  counterpartyName: text('counterparty_name').notNull().default(''),
  counterpartyIban: text('counterparty_iban').notNull().default(''),
  communication: text('communication').notNull().default(''),
  /** matched | suggested | unmatched | assigned */
  state: text('state').notNull(),
  suggestedInvoiceId: uuid('suggested_invoice_id').references(() => invoices.id, {
    onDelete: 'set null',
  }),
  importedByUserId: uuid('imported_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  importedAt: createdAt('imported_at'),
});
