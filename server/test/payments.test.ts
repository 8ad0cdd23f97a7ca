import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import {
  PAYMENT_AMOUNT_INVALID,
  paymentStatus,
  type AdminRegistration,
  type InvoiceMeta,
  type MemberInvoice,
  type RegistrationWithPayment,
  type PaymentRow,
  type RecordedPayment,
} from 'shared-api/contract';
import { auditLog, invoices, mailOutbox, payments } from '../src/db/schema';
import { createConvention, signedInUser, type Member } from './support/registration-fixtures';
import { call, insertRegistration, type InboxAnswer } from './support/messaging';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...meta,
  beneficiaryName: '18xx Belgium',
  iban: 'BE68539007547034',
});

const invoiced = async (name: string): Promise<{ member: Member; invoiceId: string }> => {
  const member = await signedInUser(app, `${name.toLowerCase()}@18xx.be`);
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName: name,
    lastName: 'Claes',
    email: member.email,
  });
  const sent = await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${member.id}`);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const [row] = await app.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.recipientUserId, member.id));
  return { member, invoiceId: row?.id ?? '' };
};

const record = (invoiceId: string, payload: object, token = adminToken) =>
  call<RecordedPayment>(app, token, 'POST', `/api/Payments/${invoiceId}/record`, {
    method: 'bank_transfer',
    date: '2031-05-01',
    ...payload,
  });
const rows = async () =>
  (await call<PaymentRow[]>(app, adminToken, 'GET', `/api/Payments?conventionId=${convention.id}`))
    .body.data;

test('the status follows the money: unpaid, partially paid, paid, overpaid, refunded', () => {
  assert.equal(paymentStatus(7500, 0, false), 'unpaid');
  assert.equal(paymentStatus(7500, 2500, false), 'partially_paid');
  assert.equal(paymentStatus(7500, 7500, false), 'paid');
  assert.equal(paymentStatus(7500, 8000, false), 'overpaid');
  assert.equal(paymentStatus(7500, 0, true), 'refunded');
  assert.equal(paymentStatus(7500, 2500, true), 'partially_paid');
});

test('recording and undoing payments by hand, each in the audit log with who did it', async () => {
  const { member, invoiceId } = await invoiced('Kees');
  let row = (await rows()).find((r) => r.invoiceId === invoiceId);
  assert.ok(row);
  assert.equal(row.status, 'unpaid');
  assert.equal(row.amountCents, 7500);
  assert.equal(row.paidCents, 0);
  assert.match(row.invoiceNumber ?? '', /^\d{4}-\d{4}$/);
  assert.match(row.structuredReference ?? '', /^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  assert.equal(row.dueDate, '2031-05-16');
  assert.deepEqual(row.recipient, {
    userId: member.id,
    firstName: 'kees',
    lastName: 'Tester',
    email: member.email,
  });
  assert.equal(row.registrationIds.length, 1);

  const part = await record(invoiceId, { amountCents: 5000, note: 'first half' });
  assert.equal(part.status, 200, JSON.stringify(part.body));
  assert.deepEqual(
    { ...part.body.data, paymentId: '' },
    {
      paymentId: '',
      status: 'partially_paid',
      paidCents: 5000,
    },
  );
  const paidMails = () =>
    app.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, member.email), like(mailOutbox.subject, 'Payment received%')),
      );
  assert.equal((await paidMails()).length, 0);
  const rest = await record(invoiceId, { amountCents: 2500, method: 'cash' });
  assert.equal(rest.body.data.status, 'paid');
  const mails = await paidMails();
  assert.equal(mails.length, 1, 'Paid: the member is told by mail');
  assert.equal(mails[0]?.subject, 'Payment received — Spring Convention 2031');
  assert.match(mails[0]?.text ?? '', /€75\.00/);
  const inbox = (await call<InboxAnswer>(app, member.token, 'GET', '/api/Inbox')).body.data;
  assert.ok(
    inbox.items.some((item) => item.message.title === 'Payment received — Spring Convention 2031'),
    'and in the inbox',
  );
  const extra = await record(invoiceId, { amountCents: 100 });
  assert.equal(extra.body.data.status, 'overpaid');
  assert.equal((await paidMails()).length, 1, 'told once');

  const undo = await call<RecordedPayment>(
    app,
    adminToken,
    'DELETE',
    `/api/Payments/record/${extra.body.data.paymentId}`,
  );
  assert.equal(undo.status, 200);
  assert.equal(undo.body.data.status, 'paid');
  row = (await rows()).find((r) => r.invoiceId === invoiceId);
  assert.equal(row?.paidCents, 7500);
  assert.equal(row?.payments.length, 2);
  assert.equal(row?.payments[0]?.note, 'first half');

  const refund = await record(invoiceId, { amountCents: 7500, method: 'refund' });
  assert.equal(refund.body.data.status, 'refunded');
  assert.equal(refund.body.data.paidCents, 0);

  const entries = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'invoice'), eq(auditLog.targetId, invoiceId)));
  const actions = entries.map((entry) => entry.action);
  assert.deepEqual(
    actions.filter((action) => action.startsWith('payment.')),
    ['payment.record', 'payment.record', 'payment.record', 'payment.undo', 'payment.record'],
  );
  const [admin] = await app.db
    .select({ actor: auditLog.actorUserId })
    .from(auditLog)
    .where(eq(auditLog.action, 'payment.undo'));
  assert.ok(admin?.actor, 'who did it');
});

test('bad input is refused and changes nothing; admins only', async () => {
  const { member, invoiceId } = await invoiced('Lien');
  const before = await app.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
  for (const payload of [{ amountCents: 0 }, { amountCents: -5 }, { amountCents: 1.5 }]) {
    const answer = await record(invoiceId, payload);
    assert.equal(answer.status, 400);
    assert.equal(answer.body.errorMessage, PAYMENT_AMOUNT_INVALID);
  }
  assert.equal((await record(invoiceId, { amountCents: 5, date: '1 May' })).status, 400);
  assert.equal((await record(invoiceId, { amountCents: 5, method: 'gold' })).status, 400);
  assert.equal(
    (await record('00000000-0000-4000-8000-000000000000', { amountCents: 5 })).status,
    404,
  );
  assert.equal((await record(invoiceId, { amountCents: 5 }, member.token)).status, 403);
  assert.equal(
    (await call(app, adminToken, 'DELETE', '/api/Payments/record/not-a-payment')).status,
    404,
  );
  const after = await app.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
  assert.deepEqual(after, before);
});

test('two payments recorded at once both count', async () => {
  const { invoiceId } = await invoiced('Mats');
  const answers = await Promise.all([
    record(invoiceId, { amountCents: 3000 }),
    record(invoiceId, { amountCents: 4500 }),
  ]);
  assert.deepEqual(
    answers.map((a) => a.status),
    [200, 200],
  );
  const row = (await rows()).find((r) => r.invoiceId === invoiceId);
  assert.equal(row?.paidCents, 7500);
  assert.equal(row?.status, 'paid');
});

test("the member's registrations and invoices carry the payment", async () => {
  const { member, invoiceId } = await invoiced('Nora');
  const before = await call<RegistrationWithPayment[]>(
    app,
    member.token,
    'GET',
    '/api/Registration',
  );
  assert.equal(before.status, 200, JSON.stringify(before.body));
  const payment = before.body.data[0]?.payment;
  assert.ok(payment);
  assert.equal(payment.status, 'unpaid');
  assert.equal(payment.amountCents, 7500);
  assert.equal(payment.paidCents, 0);
  assert.match(payment.invoiceNumber, /^\d{4}-\d{4}$/);
  assert.match(payment.structuredReference, /^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  assert.equal(payment.dueDate, '2031-05-16');

  await record(invoiceId, { amountCents: 7500 });
  const after = await call<RegistrationWithPayment[]>(
    app,
    member.token,
    'GET',
    '/api/Registration',
  );
  assert.equal(after.body.data[0]?.payment?.status, 'paid');
  const mine = await call<MemberInvoice[]>(app, member.token, 'GET', '/api/Invoice/mine');
  assert.equal(mine.body.data[0]?.status, 'paid');
  assert.equal(mine.body.data[0]?.paidCents, 7500);

  const uninvoiced = await signedInUser(app, 'otto@18xx.be');
  await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: uninvoiced.id,
    firstName: 'Otto',
    lastName: 'Claes',
    email: uninvoiced.email,
  });
  const none = await call<RegistrationWithPayment[]>(
    app,
    uninvoiced.token,
    'GET',
    '/api/Registration',
  );
  assert.equal(none.body.data[0]?.payment, null);
});

test('Convention Registrations and its CSV carry the invoice and its status', async () => {
  const { member, invoiceId } = await invoiced('Pol');
  await record(invoiceId, { amountCents: 2000 });
  const list = await call<AdminRegistration[]>(
    app,
    adminToken,
    'GET',
    '/api/Registration/admin/active-convention-registrations',
  );
  const pol = list.body.data.find((r) => r.userId === member.id);
  assert.equal(pol?.payment?.status, 'partially_paid');
  assert.equal(pol?.payment?.paidCents, 2000);

  const exported = await call<{ data: string }>(
    app,
    adminToken,
    'GET',
    '/api/Registration/admin/export-registrations',
  );
  const csv = Buffer.from(exported.body.data.data, 'base64').toString('utf8');
  const [header, ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n');
  const columns = header?.split(',') ?? [];
  const line = lines.find((l) => l.includes(member.email))?.split(',') ?? [];
  const cell = (name: string) => line[columns.indexOf(name)];
  assert.equal(cell('Invoice Number'), pol?.payment?.invoiceNumber);
  // Starting with '+', the cell is defused like any formula-like text.
  assert.equal(cell('Structured Communication'), `'${pol?.payment?.structuredReference}`);
  assert.equal(cell('Invoice Amount'), '75.00');
  assert.equal(cell('Payment Status'), 'Partially paid');
});

test('reminders: only invoices with money to pay, with their own template, last reminded kept', async () => {
  const unpaid = await invoiced('Quinten');
  const paid = await invoiced('Rita');
  await record(paid.invoiceId, { amountCents: 7500 });
  const answer = await call<{ sent: number }>(app, adminToken, 'POST', '/api/Payments/remind', {
    invoiceIds: [unpaid.invoiceId, paid.invoiceId],
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.deepEqual(answer.body.data, { sent: 1 });
  const reminders = await app.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, 'Payment reminder%'));
  assert.deepEqual(
    reminders.map((mail) => mail.toAddress),
    [unpaid.member.email],
  );
  assert.match(reminders[0]?.text ?? '', /€75\.00 still to pay/);
  assert.match(reminders[0]?.text ?? '', /BE68 5390 0754 7034/);
  const row = (await rows()).find((r) => r.invoiceId === unpaid.invoiceId);
  assert.ok(row?.lastRemindedAt);
  assert.equal((await rows()).find((r) => r.invoiceId === paid.invoiceId)?.lastRemindedAt, null);
  const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'payment.remind'));
  assert.equal(audit?.targetId, unpaid.invoiceId);
  assert.equal(
    (await call(app, adminToken, 'POST', '/api/Payments/remind', { invoiceIds: [] })).status,
    400,
  );
});
