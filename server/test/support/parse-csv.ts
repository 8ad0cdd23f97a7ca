import { parse } from 'csv-parse/sync';

/**
 * Reads an export as a spreadsheet would, with an independent RFC 4180 parser (csv-parse): byte
 * order mark skipped, quoted fields, doubled quotes, a CR or LF inside a quoted field kept in it.
 * Tests then check a file cell by cell rather than by string matching.
 */
export const parseCsv = (text: string, delimiter: ',' | ';' = ','): string[][] =>
  parse(text, { bom: true, delimiter, relax_column_count: false }) as string[][];
