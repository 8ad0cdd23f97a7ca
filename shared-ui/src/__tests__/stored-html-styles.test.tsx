import { render, screen } from '@testing-library/react';
import { SafeHtml } from '../html/safe-html';
import { storedHtmlStyles } from '../html/stored-html-styles';

const INVOICE_LINES =
  '<p>Thank you for registering.</p><table><tbody><tr><td>Spring convention fee: Ann Peeters</td>' +
  '<td>€75.00</td></tr></tbody></table>';

describe('stored HTML in a narrow box', () => {
  it('breaks long words in text, but never lets a table squeeze an amount apart', async () => {
    render(<SafeHtml html={INVOICE_LINES} sx={storedHtmlStyles} />);
    const amount = await screen.findByText('€75.00');
    const paragraph = screen.getByText('Thank you for registering.');
    // 'anywhere' counts in a table's column widths: a cell could shrink below '€75.00'.
    expect(getComputedStyle(paragraph.parentElement as Element).overflowWrap).toBe('anywhere');
    expect(getComputedStyle(amount).overflowWrap).toBe('break-word');
    const table = amount.closest('table') as Element;
    expect(getComputedStyle(table).overflowX).toBe('auto');
  });
});
