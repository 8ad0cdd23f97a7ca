import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CONVENTION_ID_INVALID,
  PAST_CONVENTION_READ_ONLY,
  type AdminRegistration,
  type RegistrationExport,
} from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { conventions } from '../src/db/schema';
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

// The organisers' lists of any convention (the active one unless another is asked for), and a past
// convention's registrations, tables and check-in that no request may change.
const { app } = await startTestApp();
const admin = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const member = await signedInUser(app, 'paula@18xx.be');

const past = await createConvention(app.db, { name: 'Spring Convention 2019' });
const registered = await app.inject({
  method: 'POST',
  url: '/api/Registration',
  headers: bearer(member.token),
  payload: registrationPayload(past, member.email, {
    attendeeFirstName: 'Paula',
    attendeeLastName: 'Peeters',
  }),
});
assert.equal(registered.statusCode, 200, registered.body);
const paula = registered.json<Answer<AdminRegistration>>().data;
await app.db
  .update(conventions)
  .set({
    isActive: false,
    startDate: new Date('2019-05-30T00:00:00Z'),
    endDate: new Date('2019-06-02T00:00:00Z'),
  })
  .where(eq(conventions.id, past.id));
const active = await createConvention(app.db, { name: 'Spring Convention 2031' });

const list = (query: string) =>
  call<AdminRegistration[]>(
    app,
    admin,
    'GET',
    `/api/Registration/admin/active-convention-registrations${query}`,
  );

test('the registrations list is the active convention’s unless another is asked for', async () => {
  const activeList = await list('');
  assert.equal(activeList.status, 200);
  assert.deepEqual(activeList.body.data, []);
  const pastList = await list(`?conventionId=${past.id}&search=peeters`);
  assert.equal(pastList.status, 200);
  assert.deepEqual(
    pastList.body.data?.map((r) => r.id),
    [paula.id],
  );
});

test('a convention id that is not one is refused with a clear message; an unknown one is not found', async () => {
  for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
    const refused = await list(`?conventionId=${bad}`);
    assert.equal(refused.status, 400, bad);
    assert.equal(refused.body.errorMessage, CONVENTION_ID_INVALID);
  }
  const unknown = await list('?conventionId=424242');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.errorMessage, 'Convention not found.');
  const unknownExport = await call(
    app,
    admin,
    'GET',
    '/api/Registration/admin/export-registrations?conventionId=424242',
  );
  assert.equal(unknownExport.status, 404);
});

test('the export is of the convention asked for', async () => {
  const exported = await call<RegistrationExport>(
    app,
    admin,
    'GET',
    `/api/Registration/admin/export-registrations?conventionId=${past.id}`,
  );
  assert.equal(exported.status, 200);
  assert.match(exported.body.data!.fileName, /spring-convention-2019/i);
  assert.match(Buffer.from(exported.body.data!.data, 'base64').toString('utf8'), /Peeters/);
  const activeExport = await call<RegistrationExport>(
    app,
    admin,
    'GET',
    '/api/Registration/admin/export-registrations',
  );
  assert.match(activeExport.body.data!.fileName, /spring-convention-2031/i);
  assert.doesNotMatch(
    Buffer.from(activeExport.body.data!.data, 'base64').toString('utf8'),
    /Peeters/,
  );
});

test('a past convention’s check-in, registrations and tables cannot be changed', async () => {
  const checkIn = await call(app, admin, 'PUT', `/api/Registration/admin/${paula.id}/checked-in`, {
    checkedIn: true,
  });
  assert.equal(checkIn.status, 409);
  assert.equal(checkIn.body.errorMessage, PAST_CONVENTION_READ_ONLY);

  const update = await call(app, admin, 'PUT', '/api/Registration/admin/update', {
    ...registrationPayload(past, member.email, {
      attendeeFirstName: 'Paula',
      attendeeLastName: 'Maes',
    }),
    id: paula.id,
  });
  assert.equal(update.status, 409);
  assert.equal(update.body.errorMessage, PAST_CONVENTION_READ_ONLY);

  const cancel = await call(app, member.token, 'POST', `/api/Registration/${paula.id}/cancel`);
  assert.equal(cancel.status, 409);

  const plan = await call(app, admin, 'PUT', `/api/Planner/${past.id}/tables`, {
    version: 0,
    tables: [],
  });
  assert.equal(plan.status, 409);
  assert.equal(plan.body.errorMessage, PAST_CONVENTION_READ_ONLY);
  const run = await call(app, admin, 'POST', `/api/Planner/${past.id}/run`, { version: 0 });
  assert.equal(run.status, 409);

  // Reading stays open: the board and the lists of a past convention.
  assert.equal((await call(app, admin, 'GET', `/api/Planner/${past.id}`)).status, 200);
  const [row] = (await list(`?conventionId=${past.id}`)).body.data!;
  assert.equal(row?.checkedIn, false);
  assert.equal(row?.attendeeLastName, 'Peeters');
});

test('the active convention’s tables can still be changed', async () => {
  const plan = await call(app, admin, 'PUT', `/api/Planner/${active.id}/tables`, {
    version: 0,
    tables: [],
  });
  assert.notEqual(plan.status, 409, JSON.stringify(plan.body));
});
