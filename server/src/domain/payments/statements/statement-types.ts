import { MAX_STATEMENT_FILE_BYTES } from 'shared-api/contract';

export interface StatementEntry {
  /** The bank's own unique reference of the entry: the key that makes an import idempotent. */
  bankReference: string;
  /** YYYY-MM-DD */
  bookingDate: string;
  /** Positive integer. */
  amountCents: number;
  /** ISO 4217 code as the bank gives it; entries in another currency than EUR are kept. */
  currency: string;
  direction: 'credit' | 'debit';
  /** Twelve digits of a valid Belgian structured communication, whichever field carried it. */
  structuredReference: string | null;
  /** The free (unstructured) remittance text. */
  remittance: string | null;
  counterpartyName: string | null;
  counterpartyIban: string | null;
}

export interface ParsedStatement {
  format: 'camt.053' | 'coda';
  entries: StatementEntry[];
}

/** A file that cannot be read as a bank statement; the message is meant for the admin. */
export class StatementFormatError extends Error {
  override name = 'StatementFormatError';
}

/** Files above this size are refused before any parsing. */
export const MAX_STATEMENT_BYTES = MAX_STATEMENT_FILE_BYTES;
