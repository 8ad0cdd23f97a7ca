import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Attention, InvoiceMeta, PaymentRow } from 'shared-api/contract';
import { conventions, invoices, mailOutbox } from '../src/db/schema';
import { call, insertRegistration } from './support/messaging';
import { createConvention, signedInUser, type Member } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
// Invoices are sent once the club's IBAN is set.
const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...meta,
  beneficiaryName: '18xx Belgium',
  iban: 'BE68539007547034',
});

const attention = async (query = '') => {
  const answer = await call<Attention>(app, adminToken, 'GET', `/api/Admin/attention${query}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

const NOTHING = { count: 0, amountCents: 0 };

test('with nothing to do, every count reads zero', async () => {
  assert.deepEqual(await attention(), {
    convention: null,
    accountsAwaitingApproval: 0,
    unreadMessages: 0,
    failedMails: 0,
    invoicesNotSent: 0,
    unpaidInvoices: NOTHING,
    overdueInvoices: NOTHING,
    partlyPaidInvoices: NOTHING,
    refundsDue: NOTHING,
    freePlaces: null,
    waitingList: 0,
    unseatedAttendees: 0,
    unmatchedWishes: 0,
    publishedTablesChanged: false,
  });
});

test("the convention's invoices, places, people and mails, each counted", async () => {
  const convention = await createConvention(app.db);
  await app.db.update(conventions).set({ capacity: 4 }).where(eq(conventions.id, convention.id));
  const registered = async (name: string): Promise<Member> => {
    const member = await signedInUser(app, `${name.toLowerCase()}@18xx.be`);
    await insertRegistration(app.db, {
      conventionId: convention.id,
      userId: member.id,
      firstName: name,
      lastName: 'Claes',
      email: member.email,
    });
    return member;
  };
  const [partly, unpaid, overpaid, notSent, waiting] = [
    await registered('Partly'),
    await registered('Unpaid'),
    await registered('Overpaid'),
    await registered('NotSent'),
    await registered('Waiting'),
  ];
  for (const member of [partly, unpaid, overpaid]) {
    const sent = await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${member.id}`);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
  }
  const invoiceOf = async (member: Member) => {
    const [row] = await app.db
      .select({ id: invoices.id, amountCents: invoices.amountCents })
      .from(invoices)
      .where(eq(invoices.recipientUserId, member.id));
    return row!;
  };
  const pay = async (member: Member, amountCents: number) => {
    const invoice = await invoiceOf(member);
    const recorded = await call(app, adminToken, 'POST', `/api/Payments/${invoice.id}/record`, {
      method: 'bank_transfer',
      date: '2031-05-01',
      amountCents,
    });
    assert.equal(recorded.status, 200, JSON.stringify(recorded.body));
  };
  const partlyInvoice = await invoiceOf(partly);
  assert.ok(partlyInvoice.amountCents > 1000, 'the invoice charges the fee');
  await pay(partly, 1000);
  await pay(overpaid, (await invoiceOf(overpaid)).amountCents + 500);
  // Due yesterday: overdue from today on.
  await app.db
    .update(invoices)
    .set({ dueDate: '2000-01-01' })
    .where(eq(invoices.id, (await invoiceOf(unpaid)).id));

  // Someone signed up and validated, waiting for an organiser.
  await createUser(app.db, { email: 'newcomer@18xx.be', roles: ['REGISTERED'] });
  const asked = await call(app, waiting.token, 'POST', '/api/Inbox/contact', {
    title: 'Any place left?',
    body: 'I am on the waiting list.',
  });
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
  await app.db.insert(mailOutbox).values({
    toAddress: 'bounce@18xx.be',
    subject: 'Your invoice',
    html: '<p>x</p>',
    text: 'x',
    attempts: 3,
    lastError: 'mailbox unavailable',
    // Its next try is far off: the mail worker leaves it failed while the test reads.
    nextAttemptAt: new Date('2999-01-01T00:00:00Z'),
  });

  const payments = (
    await call<PaymentRow[]>(app, adminToken, 'GET', `/api/Payments?conventionId=${convention.id}`)
  ).body.data;
  const row = (member: Member) => payments.find((p) => p.recipient.userId === member.id)!;
  const got = await attention();
  assert.deepEqual(got, {
    convention: { id: convention.id, name: convention.name },
    accountsAwaitingApproval: 1,
    unreadMessages: 1,
    failedMails: 1,
    invoicesNotSent: 1,
    unpaidInvoices: { count: 1, amountCents: row(unpaid).leftCents },
    overdueInvoices: { count: 1, amountCents: row(unpaid).leftCents },
    partlyPaidInvoices: { count: 1, amountCents: row(partly).leftCents },
    refundsDue: { count: 1, amountCents: 500 },
    freePlaces: 0,
    waitingList: 1,
    unseatedAttendees: 0,
    unmatchedWishes: 0,
    publishedTablesChanged: false,
  });
  assert.equal(row(partly).leftCents, partlyInvoice.amountCents - 1000);
  assert.equal(row(overpaid).refundDueCents, 500);
  assert.equal(notSent.email, 'notsent@18xx.be');

  // The same counts for the convention named, and a second convention has its own.
  assert.deepEqual(await attention(`?conventionId=${convention.id}`), got);
  const other = await createConvention(app.db, { name: 'Winter 2031', isActive: false });
  const ofOther = await attention(`?conventionId=${other.id}`);
  assert.equal(ofOther.invoicesNotSent, 0);
  assert.deepEqual(ofOther.unpaidInvoices, NOTHING);
  assert.equal(ofOther.convention?.name, 'Winter 2031');
  assert.equal(ofOther.accountsAwaitingApproval, 1, 'the site-wide counts stay');
});

test('a convention that does not exist, or a wrong id, is refused with a sentence', async () => {
  const missing = await call(app, adminToken, 'GET', '/api/Admin/attention?conventionId=999999');
  assert.equal(missing.status, 404);
  assert.equal(missing.body.errorMessage, 'Convention not found.');
  const wrong = await call(app, adminToken, 'GET', '/api/Admin/attention?conventionId=abc');
  assert.equal(wrong.status, 400);
  assert.equal(typeof wrong.body.errorMessage, 'string');
});

test('only organisers see the dashboard: visitors 401, members 403', async () => {
  const member = await signedInUser(app, 'curious@18xx.be');
  assert.equal((await call(app, undefined, 'GET', '/api/Admin/attention')).status, 401);
  assert.equal((await call(app, member.token, 'GET', '/api/Admin/attention')).status, 403);
});
