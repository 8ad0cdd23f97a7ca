import ExcelJS from 'exceljs';
import { defuseCell, type ColumnKind, type SheetColumn, type SheetValue } from './sheet-csv';

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const MONEY_FORMAT = '#,##0.00 [$€-x-euro2]';
// Excel's "Text" format: the +++…+++ communication stays text when the cell is edited, with no
// apostrophe in front of it.
const TEXT_FORMAT = '@';

/** A member's text is defused as in the CSV; the site's own text, numbers, yes/no and moments keep their type. */
const cellValue = (value: SheetValue, kind: ColumnKind | undefined): ExcelJS.CellValue =>
  typeof value === 'string' && kind === undefined ? defuseCell(value) : value;

const columnStyle = (kind: ColumnKind | undefined): Partial<ExcelJS.Style> | undefined => {
  if (kind === 'money') return { numFmt: MONEY_FORMAT };
  if (kind === 'structured-reference') return { numFmt: TEXT_FORMAT };
  return undefined;
};

/** One sheet of a workbook, its cells filled: the name on its tab, its headers and rows. */
export interface FilledSheet {
  name: string;
  columns: readonly Pick<SheetColumn<never>, 'header' | 'kind'>[];
  rows: readonly SheetValue[][];
}

/** A list as one sheet of a workbook. */
export const filledSheet = <Row>(
  name: string,
  columns: readonly SheetColumn<Row>[],
  rows: readonly Row[],
): FilledSheet => ({
  name,
  columns,
  rows: rows.map((row) => columns.map(({ value }) => value(row))),
});

/**
 * An .xlsx workbook with a sheet per list: a frozen, filtered header row and typed cells (money in
 * euro, moments as dates), so a sheet in any locale sorts and sums them without a text-to-columns
 * step.
 */
export const sheetsXlsx = async (sheets: readonly FilledSheet[]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.creator = '18xx Belgium';
  // Fixed, so the same rows give the same file.
  book.created = new Date(0);
  book.modified = new Date(0);
  for (const { name, columns, rows } of sheets) {
    const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map(({ header, kind }) => {
      const style = columnStyle(kind);
      return { header, width: Math.max(12, header.length + 2), ...(style ? { style } : {}) };
    });
    sheet.getRow(1).font = { bold: true };
    for (const values of rows) {
      const row = sheet.addRow(
        values.map((value, index) => cellValue(value, columns[index]?.kind)),
      );
      values.forEach((value, index) => {
        if (value instanceof Date) row.getCell(index + 1).numFmt = DATE_FORMAT;
      });
    }
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};
