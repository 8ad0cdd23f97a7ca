// The bank statement import's formats, limits and messages: the admin remote and the server only.

/** The bank statement formats the import reads. */
export const STATEMENT_FORMATS = ['camt.053', 'coda'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * What became of an imported credit: recorded by its structured communication (matched) or by an
 * admin (assigned); or still to be assigned, with a likely invoice (suggested) or none (unmatched).
 */
export const STATEMENT_ENTRY_STATES = ['matched', 'suggested', 'unmatched', 'assigned'] as const;
export type StatementEntryState = (typeof STATEMENT_ENTRY_STATES)[number];

/** Statement files above 10 MB are refused; their base64 text is a third longer. */
export const MAX_STATEMENT_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_STATEMENT_BASE64_LENGTH = Math.ceil(MAX_STATEMENT_FILE_BYTES / 3) * 4;

export const STATEMENT_FILE_NAME_INVALID = 'Choose a bank statement file (camt.053 or CODA).';
export const STATEMENT_FILE_EMPTY = 'The file is empty.';
export const STATEMENT_FILE_TOO_LARGE =
  'Statement files above 10.0 MB are refused. Export a shorter period.';
export const STATEMENT_CONTENT_INVALID = 'The file could not be read: its content must be base64.';
export const STATEMENT_ENTRY_NOT_FOUND = 'Bank statement line not found.';
export const STATEMENT_ENTRY_ALREADY_RECORDED =
  'This bank statement line is already recorded as a payment.';
export const STATEMENT_ASSIGN_INVOICE_INVALID = 'Choose the invoice this payment is for.';
