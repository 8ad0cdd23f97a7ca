import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  AUDIT_DATES_OUT_OF_ORDER_MESSAGE,
  AUDIT_PAGE_SIZE,
  clubWallClock,
  type AuditPage,
} from 'shared-api/contract';
import { auditLog, users } from '../src/db/schema';
import { writeAudits } from '../src/shared/audit/write-audit';
import { call, insertRegistration } from './support/messaging';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { login, loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
const zoe = await signedInUser(app, 'zoe@18xx.be');
await app.db
  .update(users)
  .set({ firstName: 'Zoë', lastName: 'Ødegård' })
  .where(eq(users.id, zoe.id));
const registrationId = await insertRegistration(app.db, {
  conventionId: convention.id,
  userId: zoe.id,
  firstName: 'Zoë',
  lastName: 'Ødegård',
  email: zoe.email,
});

const checkedIn = await call(
  app,
  adminToken,
  'PUT',
  `/api/Registration/admin/${registrationId}/checked-in`,
  { checkedIn: true },
);
assert.equal(checkedIn.status, 200, JSON.stringify(checkedIn.body));
// A sign-in with an address nobody has: no account did it.
await login(app, 'nobody@18xx.be', 'not-a-password');

const trail = async (query: string) => {
  const answer = await call<AuditPage>(app, adminToken, 'GET', `/api/Audit${query}`);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
};

const clubDay = (instant: Date) => clubWallClock(instant).toISOString().slice(0, 10);

test('who did what to what and when, newest first, the object named', async () => {
  const page = await trail('');
  assert.ok(page.items.length > 0);
  const times = page.items.map((entry) => entry.at);
  assert.deepEqual(times, [...times].sort().reverse(), 'newest first');

  const checkIn = page.items.find((entry) => entry.action === 'registration.checked-in');
  assert.ok(checkIn, JSON.stringify(page.items.map((e) => e.action)));
  assert.equal(checkIn.actor?.email, ADMIN_EMAIL);
  assert.equal(checkIn.targetType, 'registration');
  assert.equal(checkIn.targetId, registrationId);
  assert.equal(checkIn.targetLabel, 'Zoë Ødegård');
  assert.equal(checkIn.targetSearch, 'zoe@18xx.be');
  assert.ok(!Number.isNaN(Date.parse(checkIn.at)));

  const failed = page.items.find((entry) => entry.action === 'auth.login.failed');
  assert.ok(failed);
  assert.equal(failed.actor, null);
});

test('filtered by actor, action and object, accents and case ignored', async () => {
  const actions = async (query: string) => (await trail(query)).items.map((e) => e.action);
  assert.deepEqual(await actions('?object=zoe%20odegard&action=checked-in'), [
    'registration.checked-in',
  ]);
  assert.deepEqual(await actions('?actor=SITE&action=registration.checked'), [
    'registration.checked-in',
  ]);
  assert.deepEqual(await actions(`?object=${registrationId}`), ['registration.checked-in']);
  assert.deepEqual(await actions('?actor=nobody-of-that-name'), []);
  const logins = await actions('?action=auth.login');
  assert.ok(logins.length >= 2 && logins.every((a) => a.startsWith('auth.login')));
});

test('filtered by the club’s days, both included', async () => {
  const today = clubDay(new Date());
  const tomorrow = clubDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const yesterday = clubDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
  const all = (await trail('')).totalCount;
  assert.equal((await trail(`?from=${today}&to=${today}`)).totalCount, all);
  assert.equal((await trail(`?from=${tomorrow}`)).totalCount, 0);
  assert.equal((await trail(`?to=${yesterday}`)).totalCount, 0);

  // Just before midnight in Brussels is still that day, whatever UTC says.
  await app.db.insert(auditLog).values({
    action: 'test.late-evening',
    createdAt: new Date('2030-06-30T21:59:00Z'),
  });
  const lateEvening = async (day: string) =>
    (await trail(`?action=late-evening&from=${day}&to=${day}`)).totalCount;
  assert.equal(await lateEvening('2030-06-30'), 1);
  assert.equal(await lateEvening('2030-07-01'), 0);
});

test('a page at a time, with the count of what the filter matches', async () => {
  await writeAudits(
    app.db,
    Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({
      action: 'test.paged',
      targetType: 'convention',
      targetId: String(convention.id),
      details: { i },
    })),
  );
  const first = await trail('?action=test.paged');
  assert.equal(first.totalCount, AUDIT_PAGE_SIZE + 5);
  assert.equal(first.totalPages, 2);
  assert.equal(first.items.length, AUDIT_PAGE_SIZE);
  assert.equal(first.items[0]?.targetLabel, convention.name);
  const second = await trail('?action=test.paged&page=2');
  assert.equal(second.items.length, 5);
  assert.equal(second.pageNumber, 2);
  const ids = new Set([...first.items, ...second.items].map((e) => e.id));
  assert.equal(ids.size, AUDIT_PAGE_SIZE + 5, 'no entry twice');
});

test('bad filters are refused with a sentence', async () => {
  const outOfOrder = await call(app, adminToken, 'GET', '/api/Audit?from=2031-02-01&to=2031-01-01');
  assert.equal(outOfOrder.status, 400);
  assert.equal(outOfOrder.body.errorMessage, AUDIT_DATES_OUT_OF_ORDER_MESSAGE);
  for (const query of ['?from=yesterday', '?page=0', '?page=x', '?unknown=1']) {
    const refused = await call(app, adminToken, 'GET', `/api/Audit${query}`);
    assert.equal(refused.status, 400, query);
    assert.equal(typeof refused.body.errorMessage, 'string', query);
  }
});

test('organisers only: visitors 401, members 403', async () => {
  assert.equal((await call(app, undefined, 'GET', '/api/Audit')).status, 401);
  assert.equal((await call(app, zoe.token, 'GET', '/api/Audit')).status, 403);
});
