import type { AdminRegistration, ConventionMeal, RegistrationSession } from 'shared-api/contract';
import { filledSheet, sheetsXlsx } from '../../shared/sheets/sheet-xlsx';
import { registrationSheetRows, sheetColumns, sheetWriterColumns } from './registrations-csv';

/**
 * The registrations as an .xlsx workbook: one row per registration, one ticked column per session of
 * the convention, a column per meal, and every form field in a typed column.
 */
export const registrationsXlsx = async (
  rows: readonly AdminRegistration[],
  sessions: readonly Pick<RegistrationSession, 'id' | 'name' | 'startDateTime'>[],
  meals: readonly ConventionMeal[],
): Promise<Buffer> =>
  sheetsXlsx([
    filledSheet(
      'Registrations',
      sheetWriterColumns(sheetColumns(sessions, meals)),
      registrationSheetRows(rows),
    ),
  ]);
