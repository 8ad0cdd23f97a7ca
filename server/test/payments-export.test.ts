import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import type { RegistrationExport } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { auditLog, invoices, users } from '../src/db/schema';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { call, insertRegistration } from './support/messaging';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';
import { clubIsoDay } from '../src/http/download-name';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db, { name: 'Autumn Ledger 2031' });
const other = await createConvention(app.db, { name: 'Other Convention', isActive: false });
await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...(await call<object>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data,
  beneficiaryName: '18xx Belgium',
  iban: 'BE68539007547034',
});

/** A registration and its invoice, sent: 75 euro. */
const invoiced = async (name: string) => {
  const member = await signedInUser(
    app,
    `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@18xx.be`,
  );
  await app.db
    .update(users)
    .set({ firstName: name, lastName: 'Ødegård' })
    .where(eq(users.id, member.id));
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName: name,
    lastName: 'Ødegård',
    email: member.email,
  });
  const sent = await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${member.id}`);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const [row] = await app.db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.recipientUserId, member.id));
  return { member, invoiceId: row!.id, number: row!.number! };
};

const pay = async (invoiceId: string, amountCents: number, date: string, method = 'cash') => {
  const paid = await call(app, adminToken, 'POST', `/api/Payments/${invoiceId}/record`, {
    amountCents,
    method,
    date,
    note: '=1+1',
  });
  assert.equal(paid.status, 200, JSON.stringify(paid.body));
};

const zoe = await invoiced('Zoë');
const yann = await invoiced('Yann');
// Invoices are sent for the active convention; this one is moved to another, to be left out.
const xavi = await invoiced('Xavi');
await app.db
  .update(invoices)
  .set({ conventionId: other.id })
  .where(eq(invoices.id, xavi.invoiceId));
await pay(zoe.invoiceId, 2500, '2031-05-02');
await pay(yann.invoiceId, 9000, '2031-05-01', 'bank_transfer');
await pay(xavi.invoiceId, 7500, '2031-05-03');

const exported = async (query: string) => {
  const answer = await call<RegistrationExport>(
    app,
    adminToken,
    'GET',
    `/api/Payments/export?conventionId=${convention.id}${query}`,
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

test("the workbook, read back by another library: the convention's invoices and payments, typed", async () => {
  const file = await exported('&format=xlsx');
  assert.equal(file.fileName, `payments-autumn-ledger-2031-${clubIsoDay(new Date())}.xlsx`);
  const bytes = Buffer.from(file.data, 'base64');
  const [headers, ...rows] = await readSheet(bytes, 'Invoices');
  const at = (header: string) => headers!.indexOf(header);
  assert.deepEqual(headers, [
    'Invoice Number',
    'Structured Communication',
    'First Name',
    'Last Name',
    'Email',
    'Due Date',
    'Charged',
    'Received',
    'Left To Pay',
    'Refund Due',
    'Payment Status',
    'Last Payment',
  ]);
  assert.equal(rows.length, 2, 'only the chosen convention');
  const row = (number: string) => rows.find((cells) => cells[at('Invoice Number')] === number)!;
  assert.equal(row(zoe.number)[at('First Name')], 'Zoë');
  assert.equal(row(zoe.number)[at('Charged')], 75, 'euros as a number');
  assert.equal(row(zoe.number)[at('Received')], 25);
  assert.equal(row(zoe.number)[at('Left To Pay')], 50);
  assert.equal(row(zoe.number)[at('Refund Due')], 0);
  assert.equal(row(zoe.number)[at('Payment Status')], 'Partially paid');
  assert.equal(row(yann.number)[at('Left To Pay')], 0);
  assert.equal(row(yann.number)[at('Refund Due')], 15);
  assert.equal(row(yann.number)[at('Payment Status')], 'Refund due €15.00');
  // A cell typed Text: no apostrophe in front of the communication.
  assert.match(String(row(zoe.number)[at('Structured Communication')]), /^\+\+\+\d{3}\//);

  const [paymentHeaders, ...paid] = await readSheet(bytes, 'Payments');
  const col = (header: string) => paymentHeaders!.indexOf(header);
  assert.deepEqual(
    paid.map((cells) => [cells[col('Date')], cells[col('Invoice Number')], cells[col('Amount')]]),
    [
      ['2031-05-01', yann.number, 90],
      ['2031-05-02', zoe.number, 25],
    ],
    'every payment, oldest first',
  );
  assert.equal(paid[0]![col('Method')], 'Bank transfer');
  assert.equal(paid[0]![col('Note')], `'=1+1`, 'a formula stays text');
  assert.equal(paid[0]![col('From Bank Statement')], false);
});

test('the CSV files split on semicolons for Excel in Belgium: invoices, or payments', async () => {
  const invoiceFile = await exported('&format=csv&separator=semicolon');
  assert.equal(invoiceFile.fileName, `invoices-autumn-ledger-2031-${clubIsoDay(new Date())}.csv`);
  const records = parse(Buffer.from(invoiceFile.data, 'base64').toString('utf8'), {
    bom: true,
    delimiter: ';',
    columns: true,
  }) as Record<string, string>[];
  assert.deepEqual(
    records.map((r) => [r['Invoice Number'], r['Charged'], r['Left To Pay'], r['Refund Due']]),
    [
      [zoe.number, '75,00', '50,00', '0,00'],
      [yann.number, '75,00', '0,00', '15,00'],
    ],
    'decimal commas, as Excel reads them in Belgium',
  );
  assert.equal(records[0]!['Last Name'], 'Ødegård');

  const paymentFile = await exported('&format=csv&separator=semicolon&list=payments');
  assert.match(paymentFile.fileName, /^payments-autumn-ledger-2031-.*\.csv$/);
  const lines = parse(Buffer.from(paymentFile.data, 'base64').toString('utf8'), {
    bom: true,
    delimiter: ';',
    columns: true,
  }) as Record<string, string>[];
  assert.deepEqual(
    lines.map((r) => [r['Date'], r['Amount'], r['Method']]),
    [
      ['2031-05-01', '90,00', 'Bank transfer'],
      ['2031-05-02', '25,00', 'Cash'],
    ],
  );

  const byDefault = await exported('');
  const commaRecords = parse(Buffer.from(byDefault.data, 'base64').toString('utf8'), {
    bom: true,
  }) as string[][];
  assert.equal(commaRecords[0]![0], 'Invoice Number');
  assert.equal(commaRecords.length, 3);

  const [audit] = await app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'payment.export'))
    .limit(1);
  assert.ok(audit, 'the export is in the audit log');
});

test('bad choices are refused with a sentence; members and visitors cannot export', async () => {
  for (const query of ['&format=pdf', '&separator=tab', '&list=refunds', 'x']) {
    const refused = await call(
      app,
      adminToken,
      'GET',
      `/api/Payments/export?conventionId=${convention.id}${query}`,
    );
    assert.equal(refused.status, 400, query);
    assert.equal(typeof refused.body.errorMessage, 'string');
  }
  const member = await signedInUser(app, 'nosy@18xx.be');
  const url = `/api/Payments/export?conventionId=${convention.id}`;
  assert.equal((await call(app, member.token, 'GET', url)).status, 403);
  assert.equal((await call(app, undefined, 'GET', url)).status, 401);
});
