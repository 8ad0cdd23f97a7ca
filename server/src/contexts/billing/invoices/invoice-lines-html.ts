import {
  escapeHtml,
  formatEuro,
  type InvoiceLine,
  type Language,
  type Ledger,
} from 'shared-api/contract';
import { centsIn, translator } from '../../../shared/i18n';

const CELL = 'padding: 4px 12px; border: 1px solid #ccc';
// An amount never wraps inside itself ('€75.0' over '0'), in the browser or in a mail client.
const AMOUNT = `${CELL}; text-align: right; white-space: nowrap`;

const footRow = (label: string, amount: string) =>
  `<tr><th style="${CELL}; text-align: left">${label}</th><th style="${AMOUNT}">${amount}</th></tr>`;

/**
 * The itemised lines as an HTML table, every text escaped: the {{InvoiceLines}} placeholder. Once
 * money was received, the total is followed by what was received and what is left (or owed back).
 * Labels and amounts are in the recipient's language.
 */
export const invoiceLinesHtml = (
  lines: readonly InvoiceLine[],
  ledger: Ledger,
  language: Language = 'en',
): string => {
  const t = translator(language);
  const euros = (cents: number) => escapeHtml(centsIn(cents, language));
  const label = (text: string) => escapeHtml(text);
  const rows = lines.map(
    (line) =>
      `<tr><td style="${CELL}">${escapeHtml(line.description)}</td><td style="${AMOUNT}">${escapeHtml(formatEuro(line.amount, language))}</td></tr>`,
  );
  const foot = [footRow(label(t('invoice.lines.total')), euros(ledger.chargedCents))];
  if (ledger.receivedCents > 0) {
    foot.push(footRow(label(t('invoice.lines.received')), euros(ledger.receivedCents)));
  }
  if (ledger.refundedCents > 0) {
    foot.push(footRow(label(t('invoice.lines.refunded')), euros(ledger.refundedCents)));
  }
  if (ledger.receivedCents > 0 || ledger.refundedCents > 0) {
    foot.push(
      ledger.refundDueCents > 0
        ? footRow(label(t('invoice.lines.refundDue')), euros(ledger.refundDueCents))
        : footRow(label(t('invoice.lines.leftToPay')), euros(ledger.leftCents)),
    );
  }
  return [
    '<table>',
    `<thead><tr><th style="${CELL}; text-align: left">${label(t('invoice.lines.description'))}</th><th style="${AMOUNT}">${label(t('invoice.lines.amount'))}</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    `<tfoot>${foot.join('')}</tfoot>`,
    '</table>',
  ].join('');
};
