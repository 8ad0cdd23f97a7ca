import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import {
  ledgerOf,
  PAYMENT_AMOUNT_INVALID,
  PAYMENT_DATE_INVALID,
  PAYMENT_REFUND_TOO_LARGE,
  type AdminRegistration,
  type InvoiceMeta,
  type MemberInvoice,
  type RegistrationWithPayment,
  type PaymentRow,
  type RecordedPayment,
} from 'shared-api/contract';
import { auditLog, invoices, mailOutbox, payments } from '../src/db/schema';
import { nastyNumber, nastyString } from './fuzz/nasty-values';
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

test('the ledger follows the money: unpaid, partially paid, paid, overpaid, refunded', () => {
  const pay = (...amounts: number[]) =>
    amounts.map((amountCents, i) => ({
      amountCents,
      method: amountCents < 0 ? 'refund' : 'bank_transfer',
      paidOn: `2031-05-0${i + 1}`,
    }));
  assert.equal(ledgerOf(7500, []).status, 'unpaid');
  assert.deepEqual(ledgerOf(7500, pay(2500)), {
    chargedCents: 7500,
    receivedCents: 2500,
    refundedCents: 0,
    leftCents: 5000,
    refundDueCents: 0,
    status: 'partially_paid',
    paidOn: '2031-05-01',
  });
  assert.equal(ledgerOf(7500, pay(2500, 5000)).status, 'paid');
  assert.equal(ledgerOf(7500, pay(2500, 5000)).paidOn, '2031-05-02');
  assert.deepEqual(
    { ...ledgerOf(7500, pay(8000)), paidOn: null },
    {
      chargedCents: 7500,
      receivedCents: 8000,
      refundedCents: 0,
      leftCents: -500,
      refundDueCents: 500,
      status: 'overpaid',
      paidOn: null,
    },
  );
  assert.equal(ledgerOf(7500, pay(7500, -7500)).status, 'refunded');
  assert.equal(ledgerOf(7500, pay(7500, -7500)).leftCents, 7500);
  assert.equal(ledgerOf(7500, pay(5000, -2500)).status, 'partially_paid');
  assert.equal(ledgerOf(0, pay(5500, -5500)).leftCents, 0);
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
  const inboxTitles = async () =>
    (await call<InboxAnswer>(app, member.token, 'GET', '/api/Inbox')).body.data.items
      .map((item) => item.message.title)
      .filter((title) => title === 'Payment received — Spring Convention 2031');
  const partMails = await paidMails();
  assert.equal(partMails.length, 1, 'a part paid by hand: the member is told by mail');
  assert.match(partMails[0]?.text ?? '', /payment of €50\.00 .*€25\.00 is left to pay/s);
  assert.equal((await inboxTitles()).length, 1, 'and in the inbox');
  const rest = await record(invoiceId, { amountCents: 2500, method: 'cash' });
  assert.equal(rest.body.data.status, 'paid');
  const mails = await paidMails();
  assert.equal(mails.length, 2, 'Paid: the member is told by mail');
  assert.equal(mails[1]?.subject, 'Payment received — Spring Convention 2031');
  assert.match(mails[1]?.text ?? '', /€75\.00 .*paid in full/s);
  assert.equal((await inboxTitles()).length, 2, 'and in the inbox');
  const extra = await record(invoiceId, { amountCents: 100 });
  assert.equal(extra.body.data.status, 'overpaid');
  assert.equal((await paidMails()).length, 2, 'told once');

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
  const [refundMail, ...others] = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, member.email), like(mailOutbox.subject, 'Refund paid%')));
  assert.equal(others.length, 0);
  assert.match(refundMail?.text ?? '', /We paid you back €75\.00/, 'a refund paid is told');
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
  // Written as Belgian banks accept it, without the +++ a spreadsheet would read as a formula.
  assert.equal(
    cell('Structured Communication'),
    pol?.payment?.structuredReference.replaceAll('+', ''),
  );
  assert.match(cell('Structured Communication') ?? '', /^\d{3}\/\d{4}\/\d{5}$/);
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

test('a payment date must be a real day: 2026-02-30 and year 0 are refused with a sentence', async () => {
  const { invoiceId } = await invoiced('Noor');
  const before = await app.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
  for (const date of [
    '2026-02-30',
    '2026-02-29',
    '0000-01-01',
    '2026-13-01',
    '1999-12-31',
    '2100-01-01',
  ]) {
    const answer = await record(invoiceId, { amountCents: 5, date });
    assert.equal(answer.status, 400, `${date}: ${JSON.stringify(answer.body)}`);
    assert.equal(answer.body.errorMessage, PAYMENT_DATE_INVALID, date);
  }
  assert.deepEqual(
    await app.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)),
    before,
  );
  // The edges and a leap day are days.
  for (const date of ['2028-02-29', '2000-01-01', '2099-12-31']) {
    assert.equal((await record(invoiceId, { amountCents: 1, date })).status, 200, date);
  }
});

test('a refund larger than what the invoice received and kept is refused', async () => {
  const { invoiceId } = await invoiced('Olle');
  const refund = (amountCents: number) => record(invoiceId, { amountCents, method: 'refund' });
  const nothingYet = await refund(100);
  assert.equal(nothingYet.status, 400);
  assert.equal(nothingYet.body.errorMessage, PAYMENT_REFUND_TOO_LARGE);
  assert.equal((await record(invoiceId, { amountCents: 5000 })).status, 200);
  assert.equal((await refund(5001)).body.errorMessage, PAYMENT_REFUND_TOO_LARGE);
  assert.equal((await refund(2000)).status, 200);
  // 3,000 kept: 3,001 is too much, 3,000 is the rest.
  assert.equal((await refund(3001)).status, 400);
  const last = await refund(3000);
  assert.equal(last.status, 200);
  assert.equal(last.body.data.status, 'refunded');
  const row = (await rows()).find((r) => r.invoiceId === invoiceId);
  assert.deepEqual(
    row?.payments.map((p) => p.amountCents),
    [5000, -2000, -3000],
  );
});

test('fifty undos of one payment at once: one 200, the others 404, one audit row', async () => {
  const { invoiceId } = await invoiced('Pien');
  const paid = await record(invoiceId, { amountCents: 7500 });
  const { paymentId } = paid.body.data;
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      call<RecordedPayment>(app, adminToken, 'DELETE', `/api/Payments/record/${paymentId}`),
    ),
  );
  const statuses = answers.map((answer) => answer.status);
  assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join(' '));
  assert.ok(
    statuses.every((status) => status === 200 || status === 404 || status === 409),
    statuses.join(' '),
  );
  const undos = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'payment.undo'), eq(auditLog.targetId, invoiceId)));
  assert.equal(undos.length, 1);
  const row = (await rows()).find((r) => r.invoiceId === invoiceId);
  assert.equal(row?.paidCents, 0);
  assert.equal(row?.status, 'unpaid');
});

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 80);

test(`odd values through the payment routes: a 200 or a 400 that changed nothing (seed ${FUZZ_SEED})`, async () => {
  const { invoiceId } = await invoiced('Sander');
  // Enough received that a refund the fuzz accepts stays within what was kept.
  assert.equal((await record(invoiceId, { amountCents: 9_000_000 })).status, 200);
  const oddDay = fc.constantFrom(
    '2026-02-30',
    '0000-01-01',
    '2026-00-10',
    '2026-1-1',
    '99999-01-01',
    '2026-02-28T00:00:00Z',
    '2026-02-28',
  );
  const body = fc.record({
    amountCents: fc.oneof(nastyNumber, fc.constantFrom(2 ** 31, 2 ** 31 - 1, 10_000_001, 1)),
    method: fc.constantFrom('bank_transfer', 'cash', 'refund', 'mobile_app', 'gold', ''),
    date: fc.oneof(oddDay, nastyString),
    note: fc.oneof(nastyString, fc.constant('\uD800 lone'), fc.constant('x'.repeat(501))),
  });
  const seen = new Map<number, number>();
  const details = await fc.check(
    fc.asyncProperty(body, fc.boolean(), async (payload, undo) => {
      const before = await app.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
      const answer = await call<RecordedPayment>(
        app,
        adminToken,
        'POST',
        `/api/Payments/${invoiceId}/record`,
        payload,
      );
      seen.set(answer.status, (seen.get(answer.status) ?? 0) + 1);
      assert.ok(
        [200, 400].includes(answer.status),
        `${answer.status}: ${JSON.stringify(answer.body)}`,
      );
      if (answer.status === 400) {
        assert.ok(answer.body.errorMessage, 'a refusal says why');
        assert.deepEqual(
          await app.db.select().from(payments).where(eq(payments.invoiceId, invoiceId)),
          before,
        );
      } else if (undo) {
        const path = `/api/Payments/record/${answer.body.data.paymentId}`;
        assert.equal((await call(app, adminToken, 'DELETE', path)).status, 200);
      }
    }),
    { seed: FUZZ_SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
  );
  if (details.failed) assert.fail(`FUZZ_SEED=${FUZZ_SEED}: ${String(details.errorInstance)}`);
  assert.ok(seen.get(200) && seen.get(400), `both answers seen: ${[...seen].join(' ')}`);
});
