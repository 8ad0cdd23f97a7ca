import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { InboxItem, InvoiceMeta, SentMessage } from 'shared-api/contract';
import { invoiceNumberCounters, invoices } from '../src/db/schema';
import { isValidStructuredReference } from '../src/shared/payment-codes/structured-reference';
import { createConvention, signedInUser, type Member } from './support/registration-fixtures';
import { call, insertRegistration } from './support/messaging';
import { pdfText } from './support/pdf-text';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
const YEAR = new Date().getUTCFullYear();
/** Today in Brussels, yyyy-mm-dd, as the file names state it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
const payee = await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...meta,
  beneficiaryName: '18xx Belgium vzw',
  iban: 'BE68 5390 0754 7034',
  bic: 'GKCCBEBB',
  clubAddress: 'Grote Markt 1\n2800 Mechelen',
  enterpriseNumber: '0123.456.789',
});
assert.equal(payee.status, 200, JSON.stringify(payee.body));

const registrant = async (name: string): Promise<Member> => {
  const member = await signedInUser(app, `${name.toLowerCase()}@18xx.be`);
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName: name,
    lastName: 'Peeters',
    email: member.email,
  });
  return member;
};

const sendTo = (userId: string) =>
  call<SentMessage>(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${userId}`);

const invoiceOf = async (userId: string) => {
  const [row] = await app.db.select().from(invoices).where(eq(invoices.recipientUserId, userId));
  assert.ok(row, 'an invoice is stored');
  return row;
};

/** The QR code in an HTML body (a data: URL PNG), read back with jsQR. */
const decodeQr = (html: string): string => {
  const match = /<img src="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(html);
  assert.ok(match?.[1], 'the body holds the QR code as a PNG');
  return decodePng(Buffer.from(match[1], 'base64'));
};
const decodePng = (png: Buffer): string => {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  assert.ok(code, 'the QR code can be read');
  return code.data;
};

test('numbers are given per year, in order and without gaps, even when sent at once', async () => {
  const members = await Promise.all(['Ann', 'Bob', 'Cas', 'Dirk', 'Els'].map(registrant));
  // Each member twice at the same moment: one of each pair is refused inside its transaction.
  const answers = await Promise.all(
    members.flatMap((member) => [sendTo(member.id), sendTo(member.id)]),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  assert.deepEqual(statuses, [200, 200, 200, 200, 200, 409, 409, 409, 409, 409]);
  const rows = await app.db
    .select()
    .from(invoices)
    .where(
      inArray(
        invoices.recipientUserId,
        members.map((member) => member.id),
      ),
    );
  const numbers = rows.map((row) => row.number).sort();
  assert.deepEqual(
    numbers,
    [1, 2, 3, 4, 5].map((n) => `${YEAR}-000${n}`),
  );
  const [counter] = await app.db
    .select()
    .from(invoiceNumberCounters)
    .where(eq(invoiceNumberCounters.year, YEAR));
  assert.equal(counter?.last, 5, 'refused sends gave their number back');
  const references = new Set(rows.map((row) => row.structuredReference));
  assert.equal(references.size, 5);
  for (const row of rows) {
    const reference = row.structuredReference ?? '';
    assert.ok(isValidStructuredReference(reference), reference);
    // 10 digits of base: mod 97 of them is the check, 97 when it is 0.
    const check = Number(reference.slice(0, 10)) % 97;
    assert.equal(Number(reference.slice(10)), check === 0 ? 97 : check);
    assert.equal(row.amountCents, 7500);
  }
});

test('re-issuing after a registration change keeps number and reference, new amount', async () => {
  const fien = await registrant('Fien');
  assert.equal((await sendTo(fien.id)).status, 200);
  const first = await invoiceOf(fien.id);
  assert.equal(first.amountCents, 7500);

  assert.equal((await sendTo(fien.id)).status, 409, 'nothing changed: nothing to re-issue');

  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: fien.id,
    firstName: 'Gert',
    lastName: 'Peeters',
    email: 'gert@example.com',
    parking: true,
    registerDifferentPerson: true,
  });
  const again = await sendTo(fien.id);
  assert.equal(again.status, 200, JSON.stringify(again.body));
  const second = await invoiceOf(fien.id);
  assert.equal(second.id, first.id);
  assert.equal(second.number, first.number);
  assert.equal(second.structuredReference, first.structuredReference);
  assert.equal(second.amountCents, 7500 + 7500 + 1500);
  assert.equal(second.lines.length, 3);
  assert.ok(second.reissuedAt);

  const item = (
    await call<InboxItem>(app, fien.token, 'GET', `/api/Inbox/${again.body.data.noteId}`)
  ).body.data;
  assert.match(item.message.body, /€165\.00/);
  assert.match(decodeQr(item.message.body), /\nEUR165\.00\n/);
});

test('the QR code in the inbox follows EPC069-12, line by line', async () => {
  const hans = await registrant('Hans');
  const sent = await sendTo(hans.id);
  const record = await invoiceOf(hans.id);
  const item = (
    await call<InboxItem>(app, hans.token, 'GET', `/api/Inbox/${sent.body.data.noteId}`)
  ).body.data;
  const lines = decodeQr(item.message.body).split('\n');
  assert.deepEqual(lines, [
    'BCD', // service tag
    '002', // version
    '1', // character set: UTF-8
    'SCT', // SEPA credit transfer
    'GKCCBEBB', // BIC
    '18xx Belgium vzw', // beneficiary
    'BE68539007547034', // IBAN
    'EUR75.00', // amount
    '', // purpose
    record.structuredReference, // structured remittance information
  ]);

  // The mail's QR code: a PNG served at the address the mail links, without a session.
  const png = await app.inject({ method: 'GET', url: `/api/Invoice/${record.id}/qr.png` });
  assert.equal(png.statusCode, 200);
  assert.equal(png.headers['content-type'], 'image/png');
  assert.deepEqual(decodePng(png.rawPayload).split('\n'), lines);
  const unknown = await app.inject({
    method: 'GET',
    url: '/api/Invoice/00000000-0000-4000-8000-000000000000/qr.png',
  });
  assert.equal(unknown.statusCode, 404);
});

test('the PDF: for its recipient and admins, with number, reference and amount as text', async () => {
  const ines = await registrant('Ines');
  const other = await registrant('Jan');
  assert.equal((await sendTo(ines.id)).status, 200);
  const record = await invoiceOf(ines.id);
  const url = `/api/Invoice/${record.id}/pdf`;
  const get = (token: string | undefined) =>
    app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  for (const token of [ines.token, adminToken]) {
    const answer = await get(token);
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['content-type'], 'application/pdf');
    assert.equal(
      answer.headers['content-disposition'],
      `attachment; filename="invoice-${record.number}-spring-convention-2031-${today()}.pdf"`,
    );
    const [text = ''] = await pdfText(answer.rawPayload);
    const reference = record.structuredReference ?? '';
    assert.ok(text.includes(`Invoice ${record.number}`), text);
    assert.ok(
      text.includes(
        `+++${reference.slice(0, 3)}/${reference.slice(3, 7)}/${reference.slice(7)}+++`,
      ),
    );
    assert.ok(text.includes('€75.00'));
    assert.ok(text.includes('Spring convention fee: Ines Peeters'));
    assert.ok(text.includes('BE68 5390 0754 7034'));
    assert.ok(text.includes('Grote Markt 1'));
    assert.ok(text.includes('0123.456.789'));
    assert.ok(/16\/05\/2031/.test(text), 'the due date');
  }
  assert.equal((await get(other.token)).statusCode, 404, "another member's invoice");
  assert.equal((await get(undefined)).statusCode, 401);
});
