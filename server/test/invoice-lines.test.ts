import assert from 'node:assert/strict';
import { test } from 'node:test';
import { invoiceLines } from '../src/domain/invoices/invoice-lines';
import { sanitizeHtml } from '../src/domain/html/sanitize-html';
import { invoiceLinesHtml } from '../src/domain/invoices/invoice-lines-html';

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
  const html = invoiceLinesHtml([{ description: 'Fee: <b>Eve</b> & co', amount: 75 }], 75);
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
      90,
    ),
  );
  const amountCells = [...html.matchAll(/<t[dh] style="([^"]*)">(Amount|€[\d.]+)<\/t[dh]>/g)];
  assert.deepEqual(
    amountCells.map((cell) => cell[2]),
    ['Amount', '€75.00', '€15.00', '€90.00'],
  );
  for (const [, style] of amountCells) assert.match(style!, /white-space:nowrap/);
});
