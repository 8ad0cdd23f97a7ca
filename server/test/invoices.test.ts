import assert from 'node:assert/strict';
import { test } from 'node:test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  IBAN_REQUIRED_TO_SEND,
  INVOICE_ALREADY_SENT,
  type InvoiceMeta,
  invoicePreviewSchema,
  NOTHING_TO_INVOICE,
  type InboxItem,
  type Invoice,
  type InvoicePreview,
  type SentMessage,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { invoices, mailOutbox, users } from '../src/db/schema';
import { isValidStructuredReference } from '../src/shared/payment-codes/structured-reference';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { call, insertRegistration, type InboxAnswer } from './support/messaging';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
const eve = await signedInUser(app, 'eve@18xx.be', ['REGISTERED', 'USER'], {
  canRegisterMultiplePlayers: true,
});
await insertRegistration(app.db, {
  conventionId: convention.id,
  userId: eve.id,
  firstName: 'Eve',
  lastName: 'Janssens',
  email: eve.email,
  parking: true,
  licensePlate: '1-EVE-001',
});
await insertRegistration(app.db, {
  conventionId: convention.id,
  userId: eve.id,
  firstName: 'Frank',
  lastName: 'Janssens',
  email: 'frank@example.com',
  parking: true,
  licensePlate: '1-FRA-002',
  registerDifferentPerson: true,
});

const IBAN = 'BE68 5390 0754 7034';
const setPayee = async () => {
  const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
  const answer = await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
    ...meta,
    beneficiaryName: '18xx Belgium',
    iban: IBAN,
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
};
const preview = (token: string | undefined, userId: string) =>
  call<InvoicePreview>(app, token, 'GET', `/api/Inbox/admin/invoice/preview/${userId}`);
const send = (token: string | undefined, payload: unknown) =>
  call<SentMessage>(app, token, 'POST', '/api/Inbox/admin/invoice/send', payload);
const withAccount = (body: string) => body.replace('{{BankAccount}}', IBAN);

test('the preview itemises a fee per attendee plus parking, from the fee settings', async () => {
  const answer = await preview(adminToken, eve.id);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const invoice = invoicePreviewSchema.strict().parse(answer.body.data);
  assert.equal(invoice.title, 'Registration Invoice — Spring Convention 2031');
  assert.deepEqual(invoice.lines, [
    { description: 'Spring convention fee: Eve Janssens', amount: 75 },
    { description: 'Parking: Eve Janssens (1-EVE-001)', amount: 15 },
    { description: 'Spring convention fee: Frank Janssens', amount: 75 },
    { description: 'Parking: Frank Janssens (1-FRA-002)', amount: 15 },
  ]);
  assert.equal(invoice.total, 180);
  assert.match(invoice.body, /Dear eve,/);
  assert.match(invoice.body, /Total to pay: €180\.00/);
  assert.match(invoice.body, /<td[^>]*>Parking: Frank Janssens \(1-FRA-002\)<\/td>/);
  assert.match(invoice.body, /30\/05\/2031 - 02\/06\/2031/);
  assert.match(invoice.body, /bank transfer by 16\/05\/2031/, '14 days before the start');
  assert.match(invoice.body, /\{\{BankAccount\}\}/, 'shown as missing while no IBAN is set');
  assert.match(invoice.body, /\{\{StructuredReference\}\}/, 'given when the invoice is sent');
});

test('without an IBAN sending is refused, naming the setting', async () => {
  const direct = await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${eve.id}`);
  assert.equal(direct.status, 400);
  assert.equal(direct.body.errorMessage, IBAN_REQUIRED_TO_SEND);
  assert.match(direct.body.errorMessage ?? '', /IBAN.*Invoice Settings/);
  const [row] = await app.db.select().from(invoices).where(eq(invoices.recipientUserId, eve.id));
  assert.equal(row, undefined);

  await setPayee();
  const filled = (await preview(adminToken, eve.id)).body.data.body;
  assert.match(filled, /Bank account: BE68 5390 0754 7034/);
});

test('sending stores the invoice, puts it in the inbox, queues the mail, and only once', async () => {
  const previewed = (await preview(adminToken, eve.id)).body.data;
  const draft = previewed.body;
  // The draft keeps the placeholders; the preview says what the member will read in their place.
  assert.match(draft, /\{\{InvoiceNumber\}\}/);
  const qr = /<img src="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(
    previewed.placeholders.PaymentQr ?? '',
  );
  assert.ok(qr?.[1], 'the preview holds the QR code as a PNG');
  const image = PNG.sync.read(Buffer.from(qr[1], 'base64'));
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  assert.match(code?.data ?? '', /\nEUR180\.00\n/);
  const edited = withAccount(draft).replace('Kind regards', 'See you soon');
  const sent = await send(adminToken, {
    recipientId: eve.id,
    title: 'Registration Invoice — Spring 2031 (edited)',
    invoice: `${edited}<script>alert(1)</script>`,
  });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));

  const item = (await call<InboxItem>(app, eve.token, 'GET', `/api/Inbox/${sent.body.data.noteId}`))
    .body.data;
  assert.equal(item.message.title, 'Registration Invoice — Spring 2031 (edited)');
  assert.equal(item.isRead, false);
  assert.match(item.message.body, /See you soon/);
  assert.match(item.message.body, new RegExp(IBAN));
  assert.match(item.message.body, /€180\.00/);
  assert.doesNotMatch(item.message.body, /<script/);
  assert.match(item.message.body, /<img src="data:image\/png;base64,[A-Za-z0-9+/=]+"/);

  const [record] = await app.db.select().from(invoices).where(eq(invoices.recipientUserId, eve.id));
  assert.match(record?.number ?? '', new RegExp(`^${new Date().getUTCFullYear()}-\\d{4}$`));
  assert.ok(isValidStructuredReference(record?.structuredReference ?? ''));
  assert.equal(record?.amountCents, 18000);
  assert.equal(record?.dueDate, '2031-05-16');
  assert.deepEqual(record?.lines, [
    { description: 'Spring convention fee: Eve Janssens', amountCents: 7500 },
    { description: 'Parking: Eve Janssens (1-EVE-001)', amountCents: 1500 },
    { description: 'Spring convention fee: Frank Janssens', amountCents: 7500 },
    { description: 'Parking: Frank Janssens (1-FRA-002)', amountCents: 1500 },
  ]);
  const reference = record?.structuredReference ?? '';
  const formatted = `+++${reference.slice(0, 3)}/${reference.slice(3, 7)}/${reference.slice(7)}+++`;
  assert.match(item.message.body, new RegExp(formatted.replace(/\+/g, '\\+')));
  assert.deepEqual(
    [previewed.placeholders.InvoiceNumber, previewed.placeholders.StructuredReference],
    [record?.number, formatted],
    'the number and reference previewed are those sent',
  );
  assert.ok(code?.data.includes(reference), 'the previewed QR code carries the reference');

  const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, eve.email));
  assert.equal(mails.length, 1);
  assert.equal(mails[0]?.subject, 'Your invoice for Spring Convention 2031');
  const text = mails[0]?.text ?? '';
  assert.match(text, /€180\.00/);
  assert.match(text, /16\/05\/2031/);
  assert.match(text, /BE68 5390 0754 7034/);
  assert.ok(text.includes(formatted), text);
  assert.ok(text.includes(record?.number ?? '?'));
  assert.ok(
    mails[0]?.html.includes(`/api/Invoice/${record?.id}/qr.png`),
    'mail clients load the QR code from the server',
  );

  const list = await call<Invoice[]>(app, adminToken, 'GET', '/api/Registration/admin/invoicelist');
  assert.equal(list.status, 200);
  const stored = list.body.data.find((i) => i.recipientId === eve.id);
  assert.equal(stored?.conventionId, convention.id);
  assert.match(stored?.invoice ?? '', /See you soon/);

  const again = await send(adminToken, { recipientId: eve.id, invoice: withAccount(draft) });
  assert.equal(again.status, 409);
  assert.equal(again.body.errorMessage, INVOICE_ALREADY_SENT);
  const inbox = (await call<InboxAnswer>(app, eve.token, 'GET', '/api/Inbox')).body.data;
  assert.equal(inbox.totalCount, 1);
});

test('two admins sending at once: one invoice', async () => {
  const gus = await signedInUser(app, 'gus@18xx.be');
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: gus.id,
    firstName: 'Gus',
    lastName: 'Maes',
    email: gus.email,
  });
  const draft = withAccount((await preview(adminToken, gus.id)).body.data.body);
  assert.match(draft, /€75\.00/);
  const answers = await Promise.all([
    send(adminToken, { recipientId: gus.id, invoice: draft }),
    send(adminToken, { recipientId: gus.id, invoice: draft }),
  ]);
  assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
  const rows = await app.db.select().from(invoices).where(eq(invoices.recipientUserId, gus.id));
  assert.equal(rows.length, 1);
});

test('the subject must start with Registration Invoice; values are escaped', async () => {
  const hal = await signedInUser(app, 'hal@18xx.be');
  await app.db
    .update(users)
    .set({ firstName: '<img src=x onerror=alert(1)>' })
    .where(eq(users.id, hal.id));
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: hal.id,
    firstName: 'Hal',
    lastName: 'Smet',
    email: hal.email,
  });
  const draft = (await preview(adminToken, hal.id)).body.data;
  assert.doesNotMatch(draft.body, /<img/);
  assert.match(draft.body, /&lt;img/);
  const answer = await send(adminToken, {
    recipientId: hal.id,
    title: 'Your bill',
    invoice: withAccount(draft.body),
  });
  assert.equal(answer.status, 400);
  assert.equal(
    answer.body.errorMessage,
    'The invoice subject must start with "Registration Invoice".',
  );
});

test('nobody to invoice, unknown users, and members are refused', async () => {
  const ida = await signedInUser(app, 'ida@18xx.be');
  const none = await preview(adminToken, ida.id);
  assert.equal(none.status, 400);
  assert.equal(none.body.errorMessage, NOTHING_TO_INVOICE);
  assert.equal((await preview(adminToken, '00000000-0000-4000-8000-000000000000')).status, 404);
  assert.equal((await preview(adminToken, 'nobody')).status, 404);
  assert.equal((await preview(eve.token, eve.id)).status, 403);
  assert.equal((await send(eve.token, { recipientId: eve.id, invoice: 'x' })).status, 403);
  assert.equal(
    (await call(app, eve.token, 'GET', '/api/Registration/admin/invoicelist')).status,
    403,
  );
  assert.equal((await preview(undefined, eve.id)).status, 401);
});

test('the amounts follow the fee settings', async () => {
  const meta = (await call<{ invoiceMetaId: number }>(app, adminToken, 'GET', '/api/InvoiceMeta'))
    .body.data;
  await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
    invoiceMetaId: meta.invoiceMetaId,
    springConventionFee: 80.5,
    winterConventionFee: 30,
    springParkingFee: 12.25,
    winterParkingFee: 15,
  });
  const answer = (await preview(adminToken, eve.id)).body.data;
  assert.equal(answer.total, 185.5);
  assert.match(answer.body, /€185\.50/);
});
