import { stringify } from 'csv-stringify/sync';

/** The separators the exports offer: Excel in a Belgian locale splits on semicolons. */
export const CSV_SEPARATORS = { comma: ',', semicolon: ';' } as const;
export type CsvSeparator = keyof typeof CSV_SEPARATORS;

// A spreadsheet runs a cell that starts like a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text typed by a member that a spreadsheet would run as a formula is kept as text by a leading
 * apostrophe. Only for what members type: the site's own cells are written so as not to need it.
 */
export const defuseCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

// csv-stringify quotes a field holding the record delimiter (CRLF) but not a lone CR or LF, which
// a spreadsheet reads as a new row: a member's line break must stay inside its cell.
const LINE_BREAK = /[\r\n]/;

/**
 * Every CSV file the server writes: RFC 4180 (CRLF between records; a field holding a quote, the
 * separator, a CR or an LF quoted, quotes doubled) with a UTF-8 byte order mark, so that
 * spreadsheet programs read accented names correctly.
 */
export const csvFile = (
  records: readonly (readonly (string | number | null)[])[],
  separator: CsvSeparator = 'comma',
): string =>
  '\uFEFF' +
  stringify(
    records.map((record) => [...record]),
    {
      record_delimiter: 'windows',
      delimiter: CSV_SEPARATORS[separator],
      quoted_match: LINE_BREAK,
    },
  );
