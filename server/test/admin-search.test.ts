import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  SEARCH_TOO_LONG_MESSAGE,
  type AdminRegistration,
  type AdminUser,
  type InvoiceMeta,
  type PaymentRow,
  type SentMessage,
} from 'shared-api/contract';
import { invoices, users } from '../src/db/schema';
import { call, insertRegistration, type InboxAnswer } from './support/messaging';
import { createConvention, signedInUser, type Member } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
// Invoices are sent once the club's IBAN is set.
const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...meta,
  beneficiaryName: '18xx Belgium',
  iban: 'BE68539007547034',
});

/** A member whose account and registration carry this name; invoiced when asked. */
const attendee = async (
  firstName: string,
  lastName: string,
  email: string,
  licensePlate: string | null = null,
): Promise<Member & { registrationId: string }> => {
  const member = await signedInUser(app, email);
  await app.db.update(users).set({ firstName, lastName }).where(eq(users.id, member.id));
  const registrationId = await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName,
    lastName,
    email,
    parking: licensePlate !== null,
    licensePlate,
  });
  return { ...member, registrationId };
};

const zoe = await attendee('Zoë', 'Ødegård', 'zoe@18xx.be');
const lukasz = await attendee('Łukasz', 'Dvořák', 'lukasz@18xx.be');
const ann = await attendee('Ann', 'Peeters', 'ann.peeters@18xx.be', '1-ABC-123');

for (const member of [zoe, ann]) {
  const sent = await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${member.id}`);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
}
const [zoeInvoice] = await app.db
  .select({ number: invoices.number, reference: invoices.structuredReference })
  .from(invoices)
  .where(eq(invoices.recipientUserId, zoe.id));
assert.ok(zoeInvoice?.number && zoeInvoice.reference);

const q = (search: string) => `search=${encodeURIComponent(search)}`;

const registrationsFound = async (search: string) => {
  const answer = await call<AdminRegistration[]>(
    app,
    adminToken,
    'GET',
    `/api/Registration/admin/active-convention-registrations?${q(search)}`,
  );
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data.map((r) => r.attendeeEmail).sort();
};

test('registrations are found by name, email or plate, accents and case ignored', async () => {
  assert.deepEqual(await registrationsFound('zoe odegard'), ['zoe@18xx.be']);
  assert.deepEqual(await registrationsFound('ØDEGÅRD zoë'), ['zoe@18xx.be']);
  assert.deepEqual(await registrationsFound('lukasz DVORAK'), ['lukasz@18xx.be']);
  assert.deepEqual(await registrationsFound('ann.peeters@'), ['ann.peeters@18xx.be']);
  assert.deepEqual(await registrationsFound('1-abc-123'), ['ann.peeters@18xx.be']);
  // A plate read off a car, without its dashes.
  assert.deepEqual(await registrationsFound('1ABC123'), ['ann.peeters@18xx.be']);
  // Every word must be found: a second name narrows, it does not widen.
  assert.deepEqual(await registrationsFound('zoe peeters'), []);
  // Wildcards of SQL are letters like any other.
  assert.deepEqual(await registrationsFound('%'), []);
  assert.deepEqual(await registrationsFound('_'), []);
  assert.deepEqual(await registrationsFound('   '), [
    'ann.peeters@18xx.be',
    'lukasz@18xx.be',
    'zoe@18xx.be',
  ]);
});

test('a search too long is refused with a sentence, nothing else', async () => {
  for (const url of [
    '/api/Registration/admin/active-convention-registrations',
    '/api/User',
    '/api/Payments',
    '/api/Inbox/admin',
  ]) {
    const answer = await call(app, adminToken, 'GET', `${url}?${q('x'.repeat(101))}`);
    assert.equal(answer.status, 400, url);
    assert.equal(answer.body.errorMessage, SEARCH_TOO_LONG_MESSAGE, url);
  }
});

test('users are found by name or email, accents and case ignored', async () => {
  const found = async (search: string) =>
    (await call<AdminUser[]>(app, adminToken, 'GET', `/api/User?${q(search)}`)).body.data
      .map((u) => u.email)
      .sort();
  assert.deepEqual(await found('zoe odegard'), ['zoe@18xx.be']);
  assert.deepEqual(await found('Dvořák'), ['lukasz@18xx.be']);
  assert.deepEqual(await found('LUKASZ@18XX'), ['lukasz@18xx.be']);
  assert.ok((await found('')).length >= 4, 'no search lists everyone');
});

test('payments are found by name, invoice number and the structured reference in any notation', async () => {
  const found = async (search: string) => {
    const answer = await call<PaymentRow[]>(app, adminToken, 'GET', `/api/Payments?${q(search)}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.data.map((row) => row.recipient.email);
  };
  const digits = zoeInvoice.reference!;
  const slashed = `${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}`;
  assert.deepEqual(await found(`+++${slashed}+++`), ['zoe@18xx.be']);
  assert.deepEqual(await found(slashed), ['zoe@18xx.be']);
  assert.deepEqual(await found(digits), ['zoe@18xx.be']);
  assert.deepEqual(await found(`${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`), [
    'zoe@18xx.be',
  ]);
  assert.deepEqual(await found(zoeInvoice.number!), ['zoe@18xx.be']);
  assert.deepEqual(await found('zoe odegard'), ['zoe@18xx.be']);
  assert.deepEqual(await found('PEETERS'), ['ann.peeters@18xx.be']);
  assert.deepEqual(await found('+++999/9999/99999+++'), []);
  // Łukasz has no invoice: nothing to find.
  assert.deepEqual(await found('lukasz'), []);
  assert.equal((await found('')).length, 2);
});

test("the admin inbox is found by a subject, a sender's or a recipient's name", async () => {
  const sent = await call<SentMessage>(app, adminToken, 'POST', '/api/Inbox/admin/message/send', {
    recipientIds: [zoe.id],
    title: 'Your parking place',
    body: 'See you there.',
  });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const contact = await call<SentMessage>(app, lukasz.token, 'POST', '/api/Inbox/contact', {
    title: 'A question',
    body: 'May I bring a friend?',
  });
  assert.equal(contact.status, 200, JSON.stringify(contact.body));
  const found = async (search: string) => {
    const answer = await call<InboxAnswer>(app, adminToken, 'GET', `/api/Inbox/admin?${q(search)}`);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body.data.items.map((item) => item.message.title);
  };
  // Her invoice is a conversation with her too.
  const withZoe = await found('zoe odegard');
  assert.ok(withZoe.includes('Your parking place'), withZoe.join());
  assert.ok(!withZoe.includes('A question'), withZoe.join());
  assert.deepEqual(await found('PARKING'), ['Your parking place']);
  assert.deepEqual(await found('lukasz dvorak'), ['A question']);
  assert.deepEqual(await found('nobody-at-all'), []);
  const paged = await call<InboxAnswer>(
    app,
    adminToken,
    'GET',
    `/api/Inbox/admin?${q('question')}`,
  );
  assert.equal(paged.body.data.totalCount, 1);
});

test('members and visitors cannot search the admin lists', async () => {
  for (const url of [
    '/api/Registration/admin/active-convention-registrations',
    '/api/User',
    '/api/Payments',
    '/api/Inbox/admin',
  ]) {
    const searched = `${url}?${q('zoe')}`;
    assert.equal((await call(app, undefined, 'GET', searched)).status, 401, url);
    assert.equal((await call(app, zoe.token, 'GET', searched)).status, 403, url);
  }
});
