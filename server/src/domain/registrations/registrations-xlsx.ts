import type { AdminRegistration, RegistrationSession } from 'shared-api/contract';
import ExcelJS from 'exceljs';
import { defuseCell, sheetColumns, type SheetValue } from './registrations-csv';

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const MONEY_FORMAT = '#,##0.00 [$€-x-euro2]';

/** Text is defused as in the CSV; numbers, yes/no and moments keep their type. */
const cellValue = (value: SheetValue): ExcelJS.CellValue =>
  typeof value === 'string' ? defuseCell(value) : value;

/**
 * The registrations as an .xlsx workbook: one row per registration, one ticked column per session of
 * the convention and every form field in a typed column, so a sheet in any locale sorts and sums
 * them without a text-to-columns step.
 */
export const registrationsXlsx = async (
  rows: readonly AdminRegistration[],
  sessions: readonly Pick<RegistrationSession, 'id' | 'name' | 'startDateTime'>[],
): Promise<Buffer> => {
  const columns = sheetColumns(sessions);
  const book = new ExcelJS.Workbook();
  book.creator = '18xx Belgium';
  // Fixed, so the same registrations give the same file.
  book.created = new Date(0);
  book.modified = new Date(0);
  const sheet = book.addWorksheet('Registrations', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, money }) => ({
    header,
    width: Math.max(12, header.length + 2),
    ...(money ? { style: { numFmt: MONEY_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const row = sheet.addRow(columns.map(({ value }) => cellValue(value(r))));
    columns.forEach(({ value }, index) => {
      if (value(r) instanceof Date) row.getCell(index + 1).numFmt = DATE_FORMAT;
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
};
