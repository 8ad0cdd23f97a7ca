import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  calendarTokens,
  invoices,
  messages,
  payments,
  registrations,
  tablePlans,
  userRoles,
  users,
} from '../src/db/schema';
import { accountExportSchema, type AccountExport } from 'shared-api/contract';
import { call, type EnvelopeBody } from './support/accounts';
import { insertRegistration } from './support/messaging';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { snapshot } from './support/route-matrix';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, login, loginToken, MEMBER_PASSWORD } from './support/users';

const { app } = await startTestApp();
const envelope = (response: { json: () => unknown }) => response.json() as EnvelopeBody;
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);

/** A member with a registration, a contact message, an invoice, a payment and a calendar feed. */
const memberWithData = async (email: string, firstName: string, lastName: string) => {
  const member = await signedInUser(app, email);
  await app.db.update(users).set({ firstName, lastName }).where(eq(users.id, member.id));
  const registrationId = await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName,
    lastName,
    email,
  });
  await app.db
    .update(registrations)
    .set({ licensePlate: '1-XYZ-987', additionalInfo: 'Vegetarian' })
    .where(eq(registrations.id, registrationId));
  const sent = await call(app, 'POST', '/api/Inbox/contact', {
    token: member.token,
    payload: { title: 'About parking', body: '<p>My car is red.</p>' },
  });
  assert.equal(sent.statusCode, 200, sent.body);
  const [invoice] = await app.db
    .insert(invoices)
    .values({
      recipientUserId: member.id,
      conventionId: convention.id,
      html: `<p>Invoice for ${firstName} ${lastName} (${email})</p>`,
      number: `2031-${firstName.length}${lastName.length}`,
      structuredReference: `0000000${firstName.length}${lastName.length}97`.slice(-12),
      amountCents: 9000,
      lines: [{ description: `Convention fee, ${firstName} ${lastName}`, amountCents: 9000 }],
    })
    .returning();
  assert.ok(invoice);
  await app.db.insert(payments).values({
    invoiceId: invoice.id,
    amountCents: 9000,
    method: 'transfer',
    paidOn: '2031-05-01',
    note: `Paid by ${firstName}`,
  });
  await call(app, 'POST', '/api/User/me/calendar-token', { token: member.token });
  return { ...member, registrationId, invoiceId: invoice.id };
};

const SECRETS = /\$argon2|passwordHash|password_hash|tokenVersion|token_hash|tokenHash|codeHash/i;

test("'Download my data' holds the account, registrations, messages, invoices and payments, and no keys", async () => {
  const ann = await memberWithData('ann.export@18xx.be', 'Annelies', 'Vermeulen');
  const response = await call(app, 'GET', '/api/User/me/export', { token: ann.token });
  assert.equal(response.statusCode, 200, response.body);
  const data = envelope(response).data as {
    account: { email: string; firstName: string; roles: string[] };
    registrations: { id: string; licensePlate: string; additionalInfo: string }[];
    messages: { title: string; sentByMe: boolean }[];
    invoices: { id: string; amountCents: number }[];
    payments: { invoiceId: string; amountCents: number }[];
  };
  assert.equal(data.account.email, 'ann.export@18xx.be');
  assert.equal(data.account.firstName, 'Annelies');
  assert.deepEqual(data.account.roles, ['REGISTERED', 'USER']);
  assert.deepEqual(
    data.registrations.map((r) => [r.id, r.licensePlate, r.additionalInfo]),
    [[ann.registrationId, '1-XYZ-987', 'Vegetarian']],
  );
  assert.deepEqual(
    data.messages.map((m) => [m.title, m.sentByMe]),
    [['About parking', true]],
  );
  assert.deepEqual(
    data.invoices.map((i) => [i.id, i.amountCents]),
    [[ann.invoiceId, 9000]],
  );
  assert.deepEqual(
    data.payments.map((p) => [p.invoiceId, p.amountCents]),
    [[ann.invoiceId, 9000]],
  );
  assert.doesNotMatch(response.body, SECRETS);
});

test("'Download my data' says what became of each registration, where the published plan seats them, and their sign-ins", async () => {
  const cleo = await memberWithData('cleo.export@18xx.be', 'Cleo', 'Wouters');
  const winter = await createConvention(app.db, { name: 'Winter 2030', isActive: false });
  const cancelledId = await insertRegistration(app.db, {
    conventionId: winter.id,
    userId: cleo.id,
    firstName: 'Cleo',
    lastName: 'Wouters',
    email: 'cleo.export@18xx.be',
  });
  const cancelledAt = new Date('2030-10-01T09:30:00Z');
  await app.db
    .update(registrations)
    .set({ status: 'cancelled', cancelledAt })
    .where(eq(registrations.id, cancelledId));
  const table = {
    id: 'table-1',
    sessionIds: [convention.sessionIds[0]!],
    gameId: 'no-such-game',
    copyOwnerId: cleo.registrationId,
    teacherId: null,
    playerIds: [cleo.registrationId],
    pinned: false,
    pinnedPlayerIds: [],
  };
  const plan = { tables: [table], bans: [], solver: null };
  // The draft moved on since: only what was published is the member's to see.
  await app.db.insert(tablePlans).values({
    conventionId: convention.id,
    draft: { ...plan, tables: [] },
    published: plan,
    publishedAt: new Date(),
  });
  const wrong = await call(app, 'POST', '/api/Auth/login', {
    payload: { email: 'cleo.export@18xx.be', password: 'Not-her-password-1!' },
  });
  assert.equal(wrong.statusCode, 400);

  const response = await call(app, 'GET', '/api/User/me/export', { token: cleo.token });
  assert.equal(response.statusCode, 200, response.body);
  const data = envelope(response).data as AccountExport;
  const byId = new Map(data.registrations.map((r) => [r.id, r]));
  assert.equal(byId.get(cleo.registrationId)?.status, 'registered');
  assert.equal(byId.get(cleo.registrationId)?.cancelledAt, null);
  assert.equal(byId.get(cancelledId)?.status, 'cancelled');
  assert.equal(byId.get(cancelledId)?.cancelledAt, cancelledAt.toISOString());
  assert.deepEqual(
    byId.get(cleo.registrationId)?.tables.map((t) => [t.gameTitle, t.copyOwner]),
    [['Unknown game', 'you']],
  );
  assert.deepEqual(byId.get(cancelledId)?.tables, []);
  // signedInUser signed in once through the API: that sign-in, with its address.
  assert.equal(data.signIns.length, 1);
  assert.ok(data.signIns[0]!.address);
  assert.deepEqual(
    data.signInAddresses.map((a) => a.address),
    [data.signIns[0]!.address],
  );
  assert.equal(data.failedSignIns.length, 1);
  assert.ok(accountExportSchema.safeParse(data).success, 'the contract describes it');
});

test("nobody downloads or deletes another member's data; an admin does, with an audit entry", async () => {
  const bea = await memberWithData('bea@18xx.be', 'Beatrijs', 'Claes');
  const carl = await signedInUser(app, 'carl@18xx.be');
  const before = await snapshot(app, [users, registrations, invoices, messages]);
  for (const [method, url] of [
    ['GET', `/api/User/${bea.id}/export`],
    ['POST', `/api/User/${bea.id}/delete`],
  ] as const) {
    const response = await call(app, method, url, {
      token: carl.token,
      payload: method === 'POST' ? {} : undefined,
    });
    assert.equal(response.statusCode, 403, url);
    assert.ok(!response.body.includes('Beatrijs'));
  }
  // Bea's password does not let Carl erase Bea: /me is always the caller.
  const wrongAccount = await call(app, 'POST', '/api/User/me/delete', {
    token: carl.token,
    payload: { password: 'Not-Carls-Pass-1!' },
  });
  assert.equal(wrongAccount.statusCode, 400);
  assert.deepEqual(await snapshot(app, [users, registrations, invoices, messages]), before);

  const exported = await call(app, 'GET', `/api/User/${bea.id}/export`, { token: adminToken });
  assert.equal(exported.statusCode, 200);
  assert.equal(
    (envelope(exported).data as { account: { email: string } }).account.email,
    'bea@18xx.be',
  );
  const missing = await call(app, 'GET', '/api/User/00000000-0000-4000-8000-000000000000/export', {
    token: adminToken,
  });
  assert.equal(missing.statusCode, 404);

  const deleted = await call(app, 'POST', `/api/User/${bea.id}/delete`, { token: adminToken });
  assert.equal(deleted.statusCode, 200, deleted.body);
  assert.equal(envelope(deleted).data, 'The account has been deleted.');
  const entries = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.deleted'), eq(auditLog.targetId, bea.id)));
  assert.equal(entries.length, 1);
  assert.notEqual(entries[0]?.actorUserId, bea.id, 'the admin is named as who did it');
  assert.equal((await call(app, 'GET', '/api/Invoice/mine', { token: bea.token })).statusCode, 401);
  assert.equal(
    (await call(app, 'POST', `/api/User/${bea.id}/delete`, { token: adminToken })).statusCode,
    404,
    'an erased account is gone',
  );
});

test("'Delete my account' needs the password, erases the person, keeps the invoice anonymised, signs out everywhere", async () => {
  const dirk = await memberWithData('dirk@18xx.be', 'Dirkjan', 'Wouters');
  const otherSession = await loginToken(app, 'dirk@18xx.be', MEMBER_PASSWORD);
  const wrong = await call(app, 'POST', '/api/User/me/delete', {
    token: dirk.token,
    payload: { password: 'Wrong-Pass-1!' },
  });
  assert.equal(wrong.statusCode, 400);
  assert.equal(envelope(wrong).errorMessage, 'The password is not correct.');
  assert.equal((await login(app, 'dirk@18xx.be', MEMBER_PASSWORD)).statusCode, 200);

  const done = await call(app, 'POST', '/api/User/me/delete', {
    token: dirk.token,
    payload: { password: MEMBER_PASSWORD },
  });
  assert.equal(done.statusCode, 200, done.body);
  assert.equal(envelope(done).data, 'Your account has been deleted.');

  for (const token of [dirk.token, otherSession]) {
    assert.equal((await call(app, 'GET', '/api/Invoice/mine', { token })).statusCode, 401);
  }
  assert.equal((await login(app, 'dirk@18xx.be', MEMBER_PASSWORD)).statusCode, 400);

  const [row] = await app.db.select().from(users).where(eq(users.id, dirk.id));
  assert.ok(row?.deletedAt);
  const [registration] = await app.db
    .select()
    .from(registrations)
    .where(eq(registrations.id, dirk.registrationId));
  const [invoice] = await app.db.select().from(invoices).where(eq(invoices.id, dirk.invoiceId));
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, dirk.invoiceId));
  assert.ok(invoice, 'the invoice is kept');
  assert.equal(invoice.amountCents, 9000);
  assert.equal(invoice.number, '2031-77');
  assert.equal(payment?.amountCents, 9000, 'the payment is kept');
  const kept = JSON.stringify({ row, registration, invoice, payment });
  for (const trace of ['Dirkjan', 'Wouters', 'dirk@18xx.be', '1-XYZ-987', 'Vegetarian']) {
    assert.ok(!kept.includes(trace), `${trace} is erased`);
  }
  assert.equal(
    (await app.db.select().from(messages).where(eq(messages.fromUserId, dirk.id))).length,
    0,
    'their messages are gone',
  );
  assert.equal(
    (await app.db.select().from(calendarTokens).where(eq(calendarTokens.userId, dirk.id))).length,
    0,
  );
  assert.equal(
    (await app.db.select().from(userRoles).where(eq(userRoles.userId, dirk.id))).length,
    0,
  );
  const list = await call(app, 'GET', '/api/User', { token: adminToken });
  assert.ok(!list.body.includes(dirk.id), 'not in the user list');
  // The address is free again.
  await createUser(app.db, { email: 'dirk@18xx.be', roles: ['REGISTERED'] });
});

test('the last active administrator cannot delete themself; with another admin they can', async () => {
  const [admin] = await app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  assert.ok(admin);
  const before = await snapshot(app, [users, userRoles]);
  const own = await call(app, 'POST', '/api/User/me/delete', {
    token: adminToken,
    payload: { password: ADMIN_PASSWORD },
  });
  assert.equal(own.statusCode, 400);
  assert.equal(
    envelope(own).errorMessage,
    'You are the last active administrator: make someone else an administrator first.',
  );
  const byId = await call(app, 'POST', `/api/User/${admin.id}/delete`, { token: adminToken });
  assert.equal(byId.statusCode, 400);
  assert.deepEqual(await snapshot(app, [users, userRoles]), before);

  await createUser(app.db, {
    email: 'second.admin@18xx.be',
    roles: ['REGISTERED', 'USER', 'ADMIN'],
  });
  const now = await call(app, 'POST', '/api/User/me/delete', {
    token: adminToken,
    payload: { password: ADMIN_PASSWORD },
  });
  assert.equal(now.statusCode, 200, now.body);
});
