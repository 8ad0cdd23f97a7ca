import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Convention } from 'shared-api/contract';
import { call } from './support/messaging';
import {
  createConvention,
  registrationPayload,
  signedInUser,
} from './support/registration-fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';

/**
 * Every session says how many attendees are registered for it, in the convention lists and in the
 * (cached) active convention, and the count follows each registration made, changed or cancelled.
 */

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const convention = await createConvention(app.db);
const [first, second, third] = convention.sessionIds as [number, number, number];

const countsIn = (answer: Convention | undefined) =>
  Object.fromEntries((answer?.sessions ?? []).map((s) => [s.id, s.registeredCount]));

const activeCounts = async () => {
  const answer = await call<Convention>(app, undefined, 'GET', '/api/Convention/active');
  assert.equal(answer.status, 200);
  return countsIn(answer.body.data);
};

const listedCounts = async () => {
  const answer = await call<Convention[]>(app, adminToken, 'GET', '/api/Convention');
  assert.equal(answer.status, 200);
  return countsIn(answer.body.data.find(({ id }) => id === convention.id));
};

const register = async (email: string, sessionIds: number[]) => {
  const member = await signedInUser(app, email);
  const payload = registrationPayload(convention, email, {
    sessions: sessionIds.map((id) => ({ id })),
  });
  const answer = await call(app, member.token, 'POST', '/api/Registration', payload);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return payload;
};

test('counts start at zero and follow each registration, also in the cached answer', async () => {
  assert.deepEqual(await activeCounts(), { [first]: 0, [second]: 0, [third]: 0 });
  await register('ann@18xx.be', [first, second]);
  assert.deepEqual(await activeCounts(), { [first]: 1, [second]: 1, [third]: 0 });
  const bert = await register('bert@18xx.be', [second]);
  assert.deepEqual(await activeCounts(), { [first]: 1, [second]: 2, [third]: 0 });
  assert.deepEqual(await listedCounts(), await activeCounts());

  const moved = await call(app, adminToken, 'PUT', '/api/Registration/admin/update', {
    ...bert,
    sessions: [{ id: third }],
  });
  assert.equal(moved.status, 200, JSON.stringify(moved.body));
  assert.deepEqual(await activeCounts(), { [first]: 1, [second]: 1, [third]: 1 });
  assert.deepEqual(await listedCounts(), { [first]: 1, [second]: 1, [third]: 1 });
});

test('a refused registration changes no count', async () => {
  const before = await activeCounts();
  const member = await signedInUser(app, 'carl@18xx.be');
  const refused = await call(app, member.token, 'POST', '/api/Registration', {
    ...registrationPayload(convention, 'carl@18xx.be'),
    sessions: [],
  });
  assert.equal(refused.status, 400);
  assert.deepEqual(await activeCounts(), before);
});
