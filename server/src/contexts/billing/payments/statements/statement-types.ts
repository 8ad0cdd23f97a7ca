import { MAX_STATEMENT_FILE_BYTES } from 'shared-api/contract';

export interface StatementEntry {
  /**
   * What identifies the line in its format (account, statement, sequence and detail in CODA;
   * the entry's and transaction's references in camt.053): importing a file twice adds nothing,
   * and two movements are never one.
   */
  lineKey: string;
  /** The bank's reference as the treasurer reads it; banks may repeat one across movements. */
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
  /** Twelve digits given as a structured communication whose check digits are wrong. */
  mistypedReference: string | null;
  /** A creditor reference that is no Belgian structured communication (RF..., any issuer). */
  creditorReference: string | null;
  /** The free (unstructured) remittance text. */
  remittance: string | null;
  /** What the bank adds about the transaction (camt.053 AddtlTxInf). */
  additionalInformation: string | null;
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

/** Thousandths of a unit as the bank writes them: 1,234.56 EUR (three decimals when needed). */
const formatThousandths = (thousandths: number, currency: string): string =>
  `${(thousandths / 1000).toLocaleString('en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  })} ${currency}`;

/**
 * Old balance + movements must make the new balance: a movement misread or dropped can then never
 * pass unnoticed. Amounts in thousandths, signed (credit positive).
 */
export const checkBalance = (
  statement: string,
  oldBalance: number,
  movements: number,
  newBalance: number,
  currency: string,
): void => {
  const difference = newBalance - oldBalance - movements;
  if (difference === 0) return;
  throw new StatementFormatError(
    `${statement} does not balance: the old balance ${formatThousandths(oldBalance, currency)} and the movements read (${formatThousandths(movements, currency)}) make ${formatThousandths(oldBalance + movements, currency)}, but the new balance is ${formatThousandths(newBalance, currency)}, a difference of ${formatThousandths(difference, currency)}. The file is refused: nothing was imported.`,
  );
};
