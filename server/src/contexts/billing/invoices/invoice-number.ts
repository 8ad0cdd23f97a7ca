import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invoiceNumberCounters } from '../../../db/schema';
import { structuredReferenceFromBase } from '../../../shared/payment-codes/structured-reference';

export interface InvoiceNumber {
  /** '2027-0001' */
  number: string;
  year: number;
  sequence: number;
}

export const formatInvoiceNumber = (year: number, sequence: number): string =>
  `${year}-${String(sequence).padStart(4, '0')}`;

/**
 * The next number of the year, taken inside the caller's transaction: the upsert locks the year's
 * counter row until that transaction ends, so two invoices sent at once get consecutive numbers,
 * and a transaction that fails gives its number back (no gaps).
 */
export const allocateInvoiceNumber = async (tx: Db, year: number): Promise<InvoiceNumber> => {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.year,
      set: { last: sql`${invoiceNumberCounters.last} + 1` },
    })
    .returning({ last: invoiceNumberCounters.last });
  if (!row) throw new Error('No invoice number was allocated.');
  return { number: formatInvoiceNumber(year, row.last), year, sequence: row.last };
};

/**
 * The structured communication of an invoice: its year and number within the year make the 10
 * digits (yyyy + 6 digits), so two invoices never share one, and the mod-97 check digits follow.
 */
export const referenceFor = (year: number, sequence: number): string =>
  structuredReferenceFromBase(`${year}${String(sequence).padStart(6, '0')}`);

/**
 * The number and reference the next invoice sent this year gets, unless another goes first: what
 * the organisers preview before sending. Nothing is taken.
 */
export const nextInvoiceNumber = async (db: Db, year: number) => {
  const [row] = await db
    .select({ last: invoiceNumberCounters.last })
    .from(invoiceNumberCounters)
    .where(eq(invoiceNumberCounters.year, year));
  const sequence = (row?.last ?? 0) + 1;
  return {
    number: formatInvoiceNumber(year, sequence),
    structuredReference: referenceFor(year, sequence),
  };
};
