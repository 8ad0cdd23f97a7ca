import {
  escapeHtml,
  formatCents,
  formatEuro,
  type InvoiceLine,
  type Ledger,
} from 'shared-api/contract';

const CELL = 'padding: 4px 12px; border: 1px solid #ccc';
// An amount never wraps inside itself ('€75.0' over '0'), in the browser or in a mail client.
const AMOUNT = `${CELL}; text-align: right; white-space: nowrap`;

const footRow = (label: string, amount: string) =>
  `<tr><th style="${CELL}; text-align: left">${label}</th><th style="${AMOUNT}">${amount}</th></tr>`;

/**
 * The itemised lines as an HTML table, every text escaped: the {{InvoiceLines}} placeholder. Once
 * money was received, the total is followed by what was received and what is left (or owed back).
 */
export const invoiceLinesHtml = (lines: readonly InvoiceLine[], ledger: Ledger): string => {
  const rows = lines.map(
    (line) =>
      `<tr><td style="${CELL}">${escapeHtml(line.description)}</td><td style="${AMOUNT}">${formatEuro(line.amount)}</td></tr>`,
  );
  const foot = [footRow('Total', formatCents(ledger.chargedCents))];
  if (ledger.receivedCents > 0) foot.push(footRow('Received', formatCents(ledger.receivedCents)));
  if (ledger.refundedCents > 0) foot.push(footRow('Refunded', formatCents(ledger.refundedCents)));
  if (ledger.receivedCents > 0 || ledger.refundedCents > 0) {
    foot.push(
      ledger.refundDueCents > 0
        ? footRow('Refund due', formatCents(ledger.refundDueCents))
        : footRow('Left to pay', formatCents(ledger.leftCents)),
    );
  }
  return [
    '<table>',
    `<thead><tr><th style="${CELL}; text-align: left">Description</th><th style="${AMOUNT}">Amount</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    `<tfoot>${foot.join('')}</tfoot>`,
    '</table>',
  ].join('');
};
