import assert from 'node:assert/strict';
import { test } from 'node:test';
import { invoiceLines } from '../src/domain/invoices/invoice-lines';
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
