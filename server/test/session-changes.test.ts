import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  SESSION_DAY_OUTSIDE_CONVENTION,
  sessionRemovalQuestion,
  type AdminRegistration,
  type Convention,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { auditLog, invoices } from '../src/db/schema';
import { call } from './support/messaging';
import {
  bearer,
  createConvention,
  registrationPayload,
  signedInUser,
  type Answer,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
// Friday 30 May to Monday 2 June 2031; Saturday Day, Friday Evening, Saturday Evening.
const convention = await createConvention(app.db);
const [saturdayDay, fridayEvening] = convention.sessionIds as [number, number, number];
await call(app, adminToken, 'PUT', '/api/InvoiceMeta', {
  ...(await call<object>(app, adminToken, 'GET', '/api/InvoiceMeta')).body.data,
  beneficiaryName: '18xx Belgium',
  iban: 'BE68539007547034',
});
const member = await signedInUser(app, 'mona@18xx.be');
const url = `/api/Convention/${convention.id}/sessions`;

const monday = {
  name: 'Pentecost Monday',
  startDateTime: '2031-06-02T10:00:00.000Z',
  endDateTime: '2031-06-02T17:00:00.000Z',
  sessionType: 'DAY',
};

test('a session is added on one of the convention days, its day of the week from its start', async () => {
  const added = await call<Convention>(app, adminToken, 'POST', url, monday);
  assert.equal(added.status, 200, JSON.stringify(added.body));
  const session = added.body.data.sessions.find((s) => s.name === 'Pentecost Monday');
  assert.equal(session?.dayOfWeekName, 'MONDAY');
  assert.equal(session?.registeredCount, 0);
  assert.equal(added.body.data.sessions.length, 4);

  const thursday = await call(app, adminToken, 'POST', url, {
    ...monday,
    name: 'Thursday Evening',
    startDateTime: '2031-05-29T19:00:00.000Z',
    endDateTime: null,
    sessionType: 'EVENING',
  });
  assert.equal(thursday.status, 400);
  assert.equal(thursday.body.errorMessage, SESSION_DAY_OUTSIDE_CONVENTION);
  for (const bad of [
    { ...monday, name: ' ' },
    { ...monday, endDateTime: '2031-06-02T09:00:00.000Z' },
    { ...monday, sessionType: 'NIGHT' },
  ]) {
    assert.equal((await call(app, adminToken, 'POST', url, bad)).status, 400);
  }
  assert.equal((await call(app, member.token, 'POST', url, monday)).status, 403);
  assert.equal((await call(app, undefined, 'POST', url, monday)).status, 401);
  assert.equal(
    (await call(app, adminToken, 'POST', '/api/Convention/999999/sessions', monday)).status,
    404,
  );
});

test('a session with registrations is removed only once the organiser agreed how many', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Registration',
    headers: bearer(member.token),
    payload: registrationPayload(convention, member.email, {
      sessions: [{ id: fridayEvening }, { id: saturdayDay }],
    }),
  });
  assert.equal(response.statusCode, 200, response.body);
  const registration = response.json<Answer<AdminRegistration>>().data;
  const sent = await call(app, adminToken, 'POST', `/api/Inbox/admin/invoice/send/${member.id}`);
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  const [before] = await app.db
    .select()
    .from(invoices)
    .where(eq(invoices.recipientUserId, member.id));

  const remove = (agreed?: number, token = adminToken) =>
    call<Convention>(
      app,
      token,
      'DELETE',
      `${url}/${fridayEvening}${agreed === undefined ? '' : `?registrations=${agreed}`}`,
    );
  const asked = await remove();
  assert.equal(asked.status, 409);
  assert.equal(asked.body.errorMessage, sessionRemovalQuestion(1));
  assert.equal((await remove(1, member.token)).status, 403);
  assert.equal((await remove(-1)).status, 400);

  const removed = await remove(1);
  assert.equal(removed.status, 200, JSON.stringify(removed.body));
  assert.ok(!removed.body.data.sessions.some((s) => s.id === fridayEvening));
  const kept = await call<AdminRegistration>(
    app,
    adminToken,
    'GET',
    '/api/Registration/admin/active-convention-registrations',
  );
  const row = (kept.body.data as unknown as AdminRegistration[]).find(
    (r) => r.id === registration.id,
  );
  assert.deepEqual(
    row?.sessions.map((s) => s.id),
    [saturdayDay],
    'the registration keeps its other session',
  );
  const [after] = await app.db
    .select()
    .from(invoices)
    .where(eq(invoices.recipientUserId, member.id));
  assert.equal(after?.number, before?.number, 'the invoice keeps its number');
  assert.equal(after?.structuredReference, before?.structuredReference);
  const [audit] = await app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'convention.session.remove'));
  assert.equal(audit?.targetId, String(convention.id));

  assert.equal((await remove(0)).status, 404, 'gone');
  const empty = await call<Convention>(app, adminToken, 'GET', '/api/Convention');
  const monday = empty.body.data as unknown as Convention[];
  const added = monday
    .find((c) => c.id === convention.id)
    ?.sessions.find((s) => s.name === 'Pentecost Monday');
  const free = await call(app, adminToken, 'DELETE', `${url}/${added!.id}`);
  assert.equal(free.status, 200, 'a session nobody chose goes without asking');
});
