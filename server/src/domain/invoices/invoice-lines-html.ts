import { escapeHtml, formatEuro, type InvoiceLine } from 'shared-api/contract';

const CELL = 'padding: 4px 12px; border: 1px solid #ccc';
// An amount never wraps inside itself ('€75.0' over '0'), in the browser or in a mail client.
const AMOUNT = `${CELL}; text-align: right; white-space: nowrap`;

/** The itemised lines as an HTML table, every text escaped: the {{InvoiceLines}} placeholder. */
export const invoiceLinesHtml = (lines: readonly InvoiceLine[], total: number): string => {
  const rows = lines.map(
    (line) =>
      `<tr><td style="${CELL}">${escapeHtml(line.description)}</td><td style="${AMOUNT}">${formatEuro(line.amount)}</td></tr>`,
  );
  return [
    '<table>',
    `<thead><tr><th style="${CELL}; text-align: left">Description</th><th style="${AMOUNT}">Amount</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    `<tfoot><tr><th style="${CELL}; text-align: left">Total</th><th style="${AMOUNT}">${formatEuro(total)}</th></tr></tfoot>`,
    '</table>',
  ].join('');
};
