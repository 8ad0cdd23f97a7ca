import assert from 'node:assert/strict';
import { test } from 'node:test';
import type {
  AdminRegistration,
  CancelRegistrationResponse,
  Convention,
  InvoiceMeta,
  MyRegistrations,
  PaymentRow,
  Registration,
} from 'shared-api/contract';
import { REFUND_RULE } from 'shared-api/contract';
import { and, asc, eq } from 'drizzle-orm';
import {
  conventions,
  invoices,
  messageRecipients,
  messages,
  registrations,
} from '../src/db/schema';
import { mailsTo } from './support/mail';
import { call } from './support/messaging';
import {
  createConvention,
  registrationPayload,
  signedInUser,
  type ConventionFixture,
  type Member,
} from './support/registration-fixtures';
import { snapshot } from './support/route-matrix';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const DAY = 24 * 60 * 60 * 1000;

const meta = (await call<InvoiceMeta>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data;
assert.equal(
  (
    await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
      ...meta,
      beneficiaryName: '18xx Belgium vzw',
      iban: 'BE68 5390 0754 7034',
      springConventionFee: 80,
      springParkingFee: 10,
    })
  ).status,
  200,
);

/** Each test its own active convention (one is active at a time), with a capacity if given. */
const activeConvention = async (name: string, capacity: number | null = null) => {
  await app.db.update(conventions).set({ isActive: false });
  const convention = await createConvention(app.db, { name });
  await app.db.update(conventions).set({ capacity }).where(eq(conventions.id, convention.id));
  return convention;
};

let people = 0;
const member = (name: string, options?: { canRegisterMultiplePlayers: boolean }) =>
  signedInUser(app, `${name}.${++people}@18xx.be`, undefined, options);

const register = (who: Member, convention: ConventionFixture, email = who.email) =>
  call<Registration>(
    app,
    who.token,
    'POST',
    '/api/Registration',
    registrationPayload(convention, email),
  );

const myPage = async (who: Member) =>
  (await call<MyRegistrations>(app, who.token, 'GET', '/api/Registration/my')).body.data
    .registrations;

const cancel = (token: string, id: string) =>
  call<CancelRegistrationResponse>(app, token, 'POST', `/api/Registration/${id}/cancel`);

const rowOf = async (id: string) => {
  const [row] = await app.db.select().from(registrations).where(eq(registrations.id, id));
  assert.ok(row);
  return row;
};

const sendInvoice = (userId: string) =>
  call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${userId}`);

const invoiceOf = async (userId: string, conventionId: number) => {
  const [row] = await app.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.recipientUserId, userId), eq(invoices.conventionId, conventionId)));
  assert.ok(row, 'an invoice');
  return row;
};

const paymentRow = async (invoiceId: string) => {
  const rows = (await call<PaymentRow[]>(app, adminToken, 'GET', '/api/Payments')).body.data;
  const row = rows.find((r) => r.invoiceId === invoiceId);
  assert.ok(row, 'on the Payments view');
  return row;
};

test('the registrant edits their registration with the form rules; the invoice is issued again under the same number', async () => {
  const convention = await activeConvention('Edit Convention 2031');
  const ann = await member('ann');
  const created = await register(ann, convention);
  assert.equal(created.status, 200);
  assert.equal(created.body.data.status, 'registered');
  assert.equal(created.body.data.waitingPosition, null);
  const id = created.body.data.id;

  assert.equal((await sendInvoice(ann.id)).status, 200);
  const before = await invoiceOf(ann.id, convention.id);
  assert.equal(before.amountCents, 9000, 'fee and parking');
  await call(app, adminToken, 'POST', `/api/Payments/${before.id}/record`, {
    amountCents: 9000,
    method: 'bank_transfer',
    date: '2031-01-10',
  });

  const changed = registrationPayload(convention, ann.email, {
    id,
    sessions: [{ id: convention.sessionIds[2]! }],
    featuredGameIds: [],
    parking: false,
    licensePlate: null,
    additionalInfo: 'Arriving late',
  });
  const edited = await call<Registration>(
    app,
    ann.token,
    'PUT',
    `/api/Registration/${id}`,
    changed,
  );
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  assert.deepEqual(
    edited.body.data.sessions.map((s) => s.id),
    [convention.sessionIds[2]],
  );
  assert.equal(edited.body.data.additionalInfo, 'Arriving late');
  assert.equal(edited.body.data.parking, false);

  const after = await invoiceOf(ann.id, convention.id);
  assert.equal(after.id, before.id);
  assert.equal(after.number, before.number, 'same number');
  assert.equal(after.structuredReference, before.structuredReference, 'same reference');
  assert.equal(after.amountCents, 8000, 'without parking now');
  assert.ok(after.reissuedAt);
  const payment = (
    await call<(Registration & { payment: { amountCents: number; paidCents: number } })[]>(
      app,
      ann.token,
      'GET',
      '/api/Registration',
    )
  ).body.data.find((r) => r.id === id)?.payment;
  assert.deepEqual(
    { amount: payment?.amountCents, paid: payment?.paidCents },
    { amount: 8000, paid: 9000 },
    'the member sees 10 euro to be refunded',
  );
  assert.equal((await paymentRow(before.id)).refundDueCents, 1000);

  // The same schema as the form: a parking without plate is refused, and nothing changes.
  const kept = await snapshot(app, [registrations]);
  const invalid = await call(app, ann.token, 'PUT', `/api/Registration/${id}`, {
    ...changed,
    parking: true,
    licensePlate: '',
  });
  assert.equal(invalid.status, 400);
  assert.deepEqual(await snapshot(app, [registrations]), kept);
});

test('nobody edits or cancels what is not theirs; the registration in the address and the body must agree', async () => {
  const convention = await activeConvention('Owner Convention 2031');
  const bob = await member('bob');
  const eve = await member('eve');
  const id = (await register(bob, convention)).body.data.id;
  const before = await snapshot(app, [registrations]);

  const payload = registrationPayload(convention, bob.email, { id, bringGames: 'mine now' });
  const byEve = await call(app, eve.token, 'PUT', `/api/Registration/${id}`, payload);
  assert.equal(byEve.status, 404);
  assert.equal((await cancel(eve.token, id)).status, 404);
  assert.equal(
    (await call(app, eve.token, 'DELETE', `/api/Registration/${id}`)).status,
    404,
    'the earlier path has the same rules',
  );
  const mismatch = await call(
    app,
    bob.token,
    'PUT',
    `/api/Registration/${crypto.randomUUID()}`,
    payload,
  );
  assert.equal(mismatch.status, 400);
  // Admins correct through PUT /api/Registration/admin/update, not as the registrant.
  assert.equal(
    (await call(app, adminToken, 'PUT', `/api/Registration/${id}`, payload)).status,
    404,
  );
  assert.deepEqual(await snapshot(app, [registrations]), before);
});

test('a registrant edits what they made for another; only while registration is open and before the start', async () => {
  const convention = await activeConvention('Window Convention 2031');
  const rita = await member('rita', { canRegisterMultiplePlayers: true });
  const guest = `guest.${++people}@example.com`;
  const id = (await register(rita, convention, guest)).body.data.id;
  const edit = (extra: object = {}) =>
    call(app, rita.token, 'PUT', `/api/Registration/${id}`, {
      ...registrationPayload(convention, guest, { id }),
      wantToPlayGames: '1889',
      ...extra,
    });
  assert.equal((await edit()).status, 200);

  await app.db
    .update(conventions)
    .set({ registrationOpen: false })
    .where(eq(conventions.id, convention.id));
  const closed = await edit();
  assert.equal(closed.status, 400);
  assert.match(String(closed.body.errorMessage), /closed/);

  await app.db
    .update(conventions)
    .set({ registrationOpen: true, startDate: new Date(Date.now() - DAY) })
    .where(eq(conventions.id, convention.id));
  const started = await edit();
  assert.equal(started.status, 400);
  assert.match(String(started.body.errorMessage), /started/);
  const late = await cancel(rita.token, id);
  assert.equal(late.status, 400, 'members no longer cancel once it started');
  assert.equal((await cancel(adminToken, id)).status, 200, 'organisers still may');
});

test('cancelling keeps the record with its date; a month ahead the fee goes, later it stays owed', async () => {
  const convention = await activeConvention('Refund Convention 2031');
  const early = await member('early');
  const late = await member('late');
  const earlyId = (await register(early, convention)).body.data.id;
  const lateId = (await register(late, convention)).body.data.id;
  for (const who of [early, late]) assert.equal((await sendInvoice(who.id)).status, 200);

  const inTime = await cancel(early.token, earlyId);
  assert.equal(inTime.status, 200);
  assert.equal(inTime.body.data.isRefundable, true);
  const row = await rowOf(earlyId);
  assert.equal(row.status, 'cancelled');
  assert.ok(row.cancelledAt && Date.now() - row.cancelledAt.getTime() < 60_000);
  assert.equal((await invoiceOf(early.id, convention.id)).amountCents, 0, 'nothing owed');
  assert.equal((await cancel(early.token, earlyId)).status, 409, 'once');
  const [shown] = await myPage(early);
  assert.deepEqual(
    [shown?.status, shown?.cancelledAt],
    ['cancelled', row.cancelledAt.toISOString()],
  );
  const status = await call<{ isRegistered: boolean }>(
    app,
    early.token,
    'GET',
    '/api/Registration/status',
  );
  assert.equal(status.body.data.isRegistered, false);
  assert.equal((await register(early, convention)).status, 200, 'free to register again');

  await app.db
    .update(conventions)
    .set({ startDate: new Date(Date.now() + 10 * DAY) })
    .where(eq(conventions.id, convention.id));
  const tooLate = await cancel(late.token, lateId);
  assert.equal(tooLate.status, 200);
  assert.equal(tooLate.body.data.isRefundable, false);
  assert.equal((await invoiceOf(late.id, convention.id)).amountCents, 9000, 'still owed');
  assert.match(REFUND_RULE, /at least one month before the start/);

  const list = (
    await call<AdminRegistration[]>(
      app,
      adminToken,
      'GET',
      '/api/Registration/admin/active-convention-registrations',
    )
  ).body.data;
  assert.deepEqual(
    list
      .filter((r) => r.status === 'cancelled')
      .map((r) => r.id)
      .sort(),
    [earlyId, lateId].sort(),
  );
});

test('capacity: set on the convention, a full one puts newcomers on the waiting list in order', async () => {
  const created = await call<Convention>(app, adminToken, 'POST', '/api/Convention', {
    name: 'Capacity Convention 2031',
    startDate: '2031-09-05T00:00:00.000Z',
    endDate: '2031-09-07T00:00:00.000Z',
    season: 'SPRING',
    isRegistrationOpen: true,
    capacity: 2,
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  assert.equal(created.body.data.capacity, 2);
  for (const capacity of [0, -1, 1.5, 'many']) {
    const refused = await call(app, adminToken, 'PUT', '/api/Convention', {
      conventionId: created.body.data.id,
      name: 'Capacity Convention 2031',
      isActive: false,
      capacity,
    });
    assert.equal(refused.status, 400, String(capacity));
  }

  const convention = await activeConvention('Waiting Convention 2031', 2);
  const [a, b, c, d] = await Promise.all(['wa', 'wb', 'wc', 'wd'].map((n) => member(n)));
  const answers = [];
  for (const who of [a!, b!, c!, d!]) answers.push(await register(who, convention));
  assert.deepEqual(
    answers.map((r) => [r.status, r.body.data.status, r.body.data.waitingPosition]),
    [
      [200, 'registered', null],
      [200, 'registered', null],
      [200, 'waiting', 1],
      [200, 'waiting', 2],
    ],
  );
  const [waitingMail] = await mailsTo(app, c!.email);
  assert.match(waitingMail?.text ?? '', /You are on the waiting list \(position 1\)/);
  assert.doesNotMatch(waitingMail?.subject ?? '', /confirm/i, 'no confirmation for a waiting one');

  const listed = (await call<Convention[]>(app, adminToken, 'GET', '/api/Convention')).body.data;
  const mine = listed.find((x) => x.id === convention.id);
  assert.equal(mine?.capacity, 2);
  assert.equal(mine?.registeredAttendees, 2);
  assert.equal(
    mine?.sessions.find((s) => s.id === convention.sessionIds[0])?.registeredCount,
    2,
    'only those placed are counted',
  );

  const waitingList = await call<Registration[]>(
    app,
    adminToken,
    'GET',
    `/api/Registration/admin/waiting-list?conventionId=${convention.id}`,
  );
  assert.deepEqual(
    waitingList.body.data.map((r) => [r.attendeeEmail, r.waitingPosition]),
    [
      [c!.email, 1],
      [d!.email, 2],
    ],
  );
  // A cancellation gives the place to the first waiting, who hears of it.
  const freed = await cancel(a!.token, answers[0]!.body.data.id);
  assert.equal(freed.body.data.promotedRegistrationId, answers[2]!.body.data.id);
  assert.equal((await rowOf(answers[2]!.body.data.id)).status, 'registered');
  const [dPage] = await myPage(d!);
  assert.equal(dPage?.waitingPosition, 1, 'the next moves up');
  const inbox = await app.db
    .select({ title: messages.title })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(eq(messageRecipients.userId, c!.id));
  assert.deepEqual(
    inbox.map((m) => m.title),
    [`A place is yours at ${convention.name}`],
  );
  assert.equal(
    (await mailsTo(app, c!.email)).at(-1)?.subject,
    `A place is yours at ${convention.name}`,
  );

  // By hand, once a place is free: the capacity raised promotes the rest at once.
  await app.db.update(conventions).set({ capacity: 3 }).where(eq(conventions.id, convention.id));
  const byHand = await call<AdminRegistration>(
    app,
    adminToken,
    'POST',
    `/api/Registration/admin/${answers[3]!.body.data.id}/promote`,
  );
  assert.equal(byHand.status, 200);
  assert.equal(byHand.body.data.status, 'registered');
  assert.equal(
    (
      await call(
        app,
        adminToken,
        'POST',
        `/api/Registration/admin/${answers[3]!.body.data.id}/promote`,
      )
    ).status,
    409,
    'not waiting any more',
  );
});

test('a larger capacity in the convention modal places those waiting, first come first', async () => {
  const convention = await activeConvention('Raise Convention 2031', 1);
  const [a, b, c] = await Promise.all(['ra', 'rb', 'rc'].map((n) => member(n)));
  const ids = [];
  for (const who of [a!, b!, c!]) ids.push((await register(who, convention)).body.data.id);
  const saved = await call(app, adminToken, 'PUT', '/api/Convention', {
    conventionId: convention.id,
    name: convention.name,
    isActive: true,
    capacity: 2,
  });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.deepEqual(await Promise.all(ids.map(async (id) => (await rowOf(id)).status)), [
    'registered',
    'registered',
    'waiting',
  ]);
});

test('the race: 100 registrations at once for 5 places place exactly 5, the other 95 wait in arrival order', async () => {
  const convention = await activeConvention('Race Convention 2031', 5);
  // One registrant for 100 attendees: as many sign-ins at once would meet the login limits.
  const club = await member('club', { canRegisterMultiplePlayers: true });
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => register(club, convention, `racer${i}@example.com`)),
  );
  assert.deepEqual(
    answers.filter((r) => r.status !== 200).map((r) => r.body),
    [],
    'none refused',
  );
  const rows = await app.db
    .select({ id: registrations.id, status: registrations.status, arrival: registrations.arrival })
    .from(registrations)
    .where(eq(registrations.conventionId, convention.id))
    .orderBy(asc(registrations.arrival));
  assert.equal(rows.length, 100, 'none lost');
  assert.equal(rows.filter((r) => r.status === 'registered').length, 5);
  assert.deepEqual(
    rows.slice(0, 5).map((r) => r.status),
    Array(5).fill('registered'),
    'the first five to arrive hold the places',
  );
  const positions = new Map(answers.map((r) => [r.body.data.id, r.body.data.waitingPosition]));
  assert.deepEqual(
    rows.slice(5).map((r) => positions.get(r.id)),
    Array.from({ length: 95 }, (_, i) => i + 1),
    'the others wait in arrival order, each told their position',
  );
});
