import type { RegistrationExportQuery } from 'shared-api';

export interface ExportChoice {
  value: string;
  label: string;
  query: RegistrationExportQuery;
  /** What the button says for it. */
  action: string;
  type: string;
}

/** The files the page exports; comma CSV first, as it always was. */
export const EXPORT_CHOICES: readonly ExportChoice[] = [
  {
    value: 'csv-comma',
    label: 'CSV, comma separated',
    query: { format: 'csv', separator: 'comma' },
    action: 'Export to CSV',
    type: 'text/csv;charset=utf-8',
  },
  {
    value: 'csv-semicolon',
    label: 'CSV, semicolon separated (Excel in Belgium)',
    query: { format: 'csv', separator: 'semicolon' },
    action: 'Export to CSV',
    type: 'text/csv;charset=utf-8',
  },
  {
    value: 'xlsx',
    label: 'Excel workbook (.xlsx)',
    query: { format: 'xlsx' },
    action: 'Export to Excel',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
];
