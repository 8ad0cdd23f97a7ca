import { eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  auditLog,
  invoices,
  logs,
  mailOutbox,
  messages,
  notifications,
  payments,
  registrations,
  replies,
  statementEntries,
} from '../../../db/schema';
import { eraseIn, eraseInJson, holds, tracePattern, type Traces } from './erasure-traces';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A table whose text may quote a person, the columns that may, and its rows about them. */
interface Swept {
  table: PgTable & { id: PgColumn };
  columns: string[];
  /** Rows about the person even where no whole name or address is written (their invoices). */
  about?: (userId: string, invoiceIds: SQL) => SQL;
}

/**
 * Every place where free text or a copy of what was written may name a member: bank lines,
 * invoices and their lines, payments' notes, mails (waiting or sent), audit details, messages and
 * replies, news, other registrations' wishes and notes, the error log. Keys, ids and codes are not
 * swept: they never hold a name.
 */
const SWEPT: Swept[] = [
  {
    table: statementEntries,
    columns: ['counterpartyName', 'communication'],
    about: (_, invoiceIds) =>
      or(
        sql`${statementEntries.id} in (select ${payments.statementEntryId} from ${payments} where ${payments.invoiceId} in ${invoiceIds})`,
        sql`${statementEntries.suggestedInvoiceId} in ${invoiceIds}`,
      )!,
  },
  {
    table: invoices,
    columns: ['html', 'lines'],
    about: (userId) => eq(invoices.recipientUserId, userId),
  },
  {
    table: payments,
    columns: ['note'],
    about: (_, invoiceIds) => sql`${payments.invoiceId} in ${invoiceIds}`,
  },
  { table: mailOutbox, columns: ['toAddress', 'subject', 'html', 'text', 'lastError'] },
  { table: auditLog, columns: ['details'] },
  { table: messages, columns: ['title', 'body'] },
  { table: replies, columns: ['body'] },
  { table: notifications, columns: ['title', 'body'] },
  { table: registrations, columns: ['peopleToPlayWith', 'additionalInfo', 'bringGames'] },
  { table: logs, columns: ['message', 'stackTrace'] },
];

/** LIKE's own characters, taken literally. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const erased = (value: unknown, pattern: RegExp): unknown =>
  typeof value === 'string' ? eraseIn(value, pattern) : eraseInJson(value, pattern);

const text = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null);

/**
 * Replaces the person's traces with the placeholder in every swept column: the whole name, the
 * addresses and the plates wherever they are written; their first or last name alone only in rows
 * about them (which name them in full, or are theirs), since elsewhere it may be another member's.
 */
export const sweepTraces = async (tx: Tx, userId: string, traces: Traces): Promise<void> => {
  const strong = tracePattern(traces.strong);
  const every = tracePattern([...traces.strong, ...traces.weak]);
  if (!strong || !every) return;
  const invoiceIds = sql`(select ${invoices.id} from ${invoices} where ${invoices.recipientUserId} = ${userId})`;
  for (const { table, columns, about } of SWEPT) {
    const all = getTableColumns(table) as Record<string, PgColumn>;
    const named = columns.flatMap((key) =>
      traces.strong.map((trace) => ilike(sql`${all[key]!}::text`, likeLiteral(trace))),
    );
    const rows = (await tx
      .select({
        id: table.id,
        theirs: about ? sql<boolean>`${about(userId, invoiceIds)}` : sql<boolean>`false`,
        ...Object.fromEntries(columns.map((key) => [key, all[key]!])),
      })
      .from(table)
      .where(or(...named, ...(about ? [about(userId, invoiceIds)] : [])))) as Array<
      Record<string, unknown> & { id: unknown; theirs: boolean }
    >;
    for (const row of rows) {
      const isAbout = row.theirs || columns.some((key) => holds(text(row[key]), strong));
      if (!isAbout) continue;
      const changes = Object.fromEntries(
        columns
          .filter((key) => row[key] !== null && row[key] !== undefined)
          .map((key) => [key, erased(row[key], every)]),
      );
      await tx.update(table).set(changes).where(eq(table.id, row.id));
    }
  }
};
