import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ledgerOf } from 'shared-api/contract';
import { invoiceLines } from '../src/contexts/billing/invoices/invoice-lines';
import { sanitizeHtml } from '../src/shared/html/sanitize-html';
import { invoiceLinesHtml } from '../src/contexts/billing/invoices/invoice-lines-html';

const fees = {
  springConventionFee: 75,
  winterConventionFee: 30,
  springParkingFee: 15,
  winterParkingFee: 12.5,
};
const ann = { firstName: 'Ann', lastName: 'Peeters', parking: true, licensePlate: '1-ABC-123' };
const bob = { firstName: 'Bob', lastName: 'Maes', parking: false, licensePlate: null };

test('the season picks the fees; parking only for those who chose it', () => {
  assert.deepEqual(invoiceLines('WINTER', fees, [ann, bob]), {
    lines: [
      { description: 'Winter convention fee: Ann Peeters', amount: 30 },
      { description: 'Parking: Ann Peeters (1-ABC-123)', amount: 12.5 },
      { description: 'Winter convention fee: Bob Maes', amount: 30 },
    ],
    total: 72.5,
  });
  assert.equal(invoiceLines('SPRING', fees, [ann, bob]).total, 165);
  assert.equal(
    invoiceLines('SPRING', fees, [{ ...ann, licensePlate: null }]).lines[1]?.description,
    'Parking: Ann Peeters',
  );
});

test('amounts add up in cents, without float drift', () => {
  const cents = { ...fees, springConventionFee: 0.1, springParkingFee: 0.2 };
  assert.equal(invoiceLines('SPRING', cents, [ann]).total, 0.3);
});

test('the lines table escapes every text', () => {
  const html = invoiceLinesHtml(
    [{ description: 'Fee: <b>Eve</b> & co', amount: 75 }],
    ledgerOf(7500, []),
  );
  assert.match(html, /Fee: &lt;b&gt;Eve&lt;\/b&gt; &amp; co/);
  assert.match(html, /€75\.00/);
});

test('no amount wraps inside itself, and the sanitiser keeps that', () => {
  const html = sanitizeHtml(
    invoiceLinesHtml(
      [
        { description: 'Spring convention fee: Ann Peeters', amount: 75 },
        { description: 'Parking: Ann Peeters (1-ABC-123)', amount: 15 },
      ],
      ledgerOf(9000, []),
    ),
  );
  const amountCells = [...html.matchAll(/<t[dh] style="([^"]*)">(Amount|€[\d.]+)<\/t[dh]>/g)];
  assert.deepEqual(
    amountCells.map((cell) => cell[2]),
    ['Amount', '€75.00', '€15.00', '€90.00'],
  );
  for (const [, style] of amountCells) assert.match(style!, /white-space:nowrap/);
});

test('once money came in, the lines say what was received and what is left or owed back', () => {
  const line = [{ description: 'Spring convention fee: Ann Peeters', amount: 90 }];
  const cells = (html: string) =>
    [...html.matchAll(/<th style="[^"]*">([^<]+)<\/th>/g)].map((cell) => cell[1]);
  const part = ledgerOf(9000, [
    { amountCents: 5500, method: 'bank_transfer', paidOn: '2031-05-01' },
  ]);
  assert.deepEqual(cells(invoiceLinesHtml(line, part)).slice(2), [
    'Total',
    '€90.00',
    'Received',
    '€55.00',
    'Left to pay',
    '€35.00',
  ]);
  const over = ledgerOf(0, [{ amountCents: 5500, method: 'cash', paidOn: '2031-05-01' }]);
  assert.deepEqual(cells(invoiceLinesHtml(line, over)).slice(-2), ['Refund due', '€55.00']);
});
