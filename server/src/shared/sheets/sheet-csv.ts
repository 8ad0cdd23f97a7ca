import { formatMoment } from 'shared-api/contract';
import { csvFile, defuseCell, type CsvSeparator } from '../csv/csv-file';

export { CSV_SEPARATORS, defuseCell, type CsvSeparator } from '../csv/csv-file';

/** A cell as the spreadsheet should type it: text, number, yes/no or a moment. */
export type SheetValue = string | number | boolean | Date | null;

/**
 * What a column holds, when it is more than a member's text: money (euros, two decimals), an
 * invoice's structured communication, or text the site writes itself (never a formula). Any other
 * text is typed by a member and defused.
 */
export type ColumnKind = 'money' | 'structured-reference' | 'ours';

/** A column of an exported list: its header and how each row fills it. */
export interface SheetColumn<Row> {
  header: string;
  value: (row: Row) => SheetValue;
  kind?: ColumnKind;
  /** The header in the semicolon file, when it names another clock or format. */
  semicolonHeader?: string;
}

/** `+++123/4567/89002+++` -> `123/4567/89002`: what Belgian banks accept, and no formula. */
const bareStructuredReference = (reference: string): string =>
  reference.replace(/^\+{3}|\+{3}$/g, '');

const twoDecimals = (euros: number, separator: CsvSeparator): string =>
  separator === 'semicolon' ? euros.toFixed(2).replace('.', ',') : euros.toFixed(2);

/**
 * The text the CSV writes for a cell. The comma file keeps ISO instants and decimal points; the
 * semicolon file is for Excel in a Belgian locale: decimal commas and dd/mm/yyyy HH:mm on the
 * club's clock, which it reads as numbers and dates.
 */
const csvCell = (
  value: SheetValue,
  kind: ColumnKind | undefined,
  separator: CsvSeparator,
): string | number | null => {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) {
    return separator === 'semicolon' ? formatMoment(value).replace(', ', ' ') : value.toISOString();
  }
  if (typeof value === 'number') return kind === 'money' ? twoDecimals(value, separator) : value;
  if (kind === 'structured-reference') return bareStructuredReference(value);
  return kind === 'ours' ? value : defuseCell(value);
};

/** The headers of a file with these columns and this separator. */
export const sheetHeaders = <Row>(
  columns: readonly SheetColumn<Row>[],
  separator: CsvSeparator = 'comma',
): string[] =>
  columns.map(({ header, semicolonHeader }) =>
    separator === 'semicolon' && semicolonHeader ? semicolonHeader : header,
  );

/** A list as CSV, comma or semicolon separated (see csvFile). */
export const sheetCsv = <Row>(
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
  separator: CsvSeparator = 'comma',
): string =>
  csvFile(
    [
      sheetHeaders(columns, separator),
      ...rows.map((row) => columns.map(({ value, kind }) => csvCell(value(row), kind, separator))),
    ],
    separator,
  );
