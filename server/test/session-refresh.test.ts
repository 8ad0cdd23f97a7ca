import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { users } from '../src/db/schema';
import { revokeRole } from '../src/contexts/accounts/users/role-changes';
import { INVALID_TOKEN_MESSAGE, SUSPENDED_MESSAGE } from '../src/http/api-error';
import { call, type EnvelopeBody } from './support/accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';

// POST /api/Auth/refresh: the same token envelope as the login, with the account's claims as they
// are now; the revocations of logout and log-out-everywhere hold.
const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);

const admin = async (method: 'GET' | 'POST', url: string) => {
  const response = await call(app, method, url, { token: adminToken });
  assert.equal(response.statusCode, 200, response.body);
};

const refresh = (token: string) => call(app, 'POST', '/api/Auth/refresh', { token });

/** The refreshed token, checked to be the login's envelope. */
const refreshed = async (token: string): Promise<string> => {
  const response = await refresh(token);
  assert.equal(response.statusCode, 200, response.body);
  const body = response.json<EnvelopeBody>();
  assert.equal(body.result, 0);
  assert.equal(body.errorMessage, null);
  assert.equal(typeof body.data, 'string');
  return body.data as string;
};

const rolesIn = (token: string): string[] => {
  const { role } = decodeJwt(token);
  return (Array.isArray(role) ? role : [role]).map(String).sort();
};

const expectRefused = async (token: string, status: number, message: string) => {
  const response = await refresh(token);
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), { result: 1, errorMessage: message, data: null });
};

const pendingMember = async (email: string) => {
  const id = await createUser(app.db, { email, roles: ['REGISTERED'] });
  return { id, token: await loginToken(app, email, MEMBER_PASSWORD) };
};

test('after an approval the refreshed token carries USER; the old one still works', async () => {
  const { id, token } = await pendingMember('pia.refresh@example.be');
  assert.deepEqual(rolesIn(await refreshed(token)), ['REGISTERED']);

  await admin('POST', `/api/User/${id}/approve`);
  const fresh = await refreshed(token);
  assert.deepEqual(rolesIn(fresh), ['REGISTERED', 'USER']);
  // The same session: its id and expiry are kept, so a refresh never lengthens it.
  const [before, after] = [decodeJwt(token), decodeJwt(fresh)];
  assert.equal(after.jti, before.jti);
  assert.equal(after.exp, before.exp);
  assert.equal(after.sub, id);
  assert.equal((await call(app, 'GET', '/api/Inbox', { token: fresh })).statusCode, 200);
  assert.equal((await call(app, 'GET', '/api/Inbox', { token })).statusCode, 200);
});

test('a suspended account is refused with 403; after reactivation the roles come back', async () => {
  const email = 'sam.refresh@example.be';
  const id = await createUser(app.db, { email, roles: ['REGISTERED', 'USER'] });
  const token = await loginToken(app, email, MEMBER_PASSWORD);

  await admin('POST', `/api/User/${id}/suspend`);
  await expectRefused(token, 403, SUSPENDED_MESSAGE);
  assert.equal(SUSPENDED_MESSAGE, 'Your account has been suspended.');

  await admin('POST', `/api/User/${id}/reactivate`);
  assert.deepEqual(rolesIn(await refreshed(token)), ['REGISTERED', 'USER']);
});

test('a changed permission and a validated address show in the refreshed claims', async () => {
  const email = 'max.refresh@example.be';
  const id = await createUser(app.db, { email, roles: ['REGISTERED', 'USER'] });
  const token = await loginToken(app, email, MEMBER_PASSWORD);
  assert.equal(decodeJwt(await refreshed(token)).canRegisterMultiplePlayers, false);

  await admin('GET', `/api/User/setcanregistermultipleusers/${id}/true`);
  assert.equal(decodeJwt(await refreshed(token)).canRegisterMultiplePlayers, true);
  await admin('GET', `/api/User/setcanregistermultipleusers/${id}/false`);
  assert.equal(decodeJwt(await refreshed(token)).canRegisterMultiplePlayers, false);

  const unvalidated = await pendingMember('una.refresh@example.be');
  await app.db.update(users).set({ isEmailConfirmed: false }).where(eq(users.id, unvalidated.id));
  const before = await loginToken(app, 'una.refresh@example.be', MEMBER_PASSWORD);
  assert.equal(decodeJwt(await refreshed(before)).email_verified, false);
  await admin('POST', `/api/User/${unvalidated.id}/validate-email`);
  assert.equal(decodeJwt(await refreshed(before)).email_verified, true);
});

test('a demoted admin loses ADMIN in the refreshed claims', async () => {
  const email = 'dora.refresh@example.be';
  const id = await createUser(app.db, { email, roles: ['REGISTERED', 'USER', 'ADMIN'] });
  const token = await loginToken(app, email, MEMBER_PASSWORD);
  assert.deepEqual(rolesIn(await refreshed(token)), ['ADMIN', 'REGISTERED', 'USER']);
  await revokeRole(app.db, id, 'ADMIN');
  assert.deepEqual(rolesIn(await refreshed(token)), ['REGISTERED', 'USER']);
});

test('a logged-out token cannot be refreshed, nor the token it was refreshed into', async () => {
  const { token } = await pendingMember('lou.refresh@example.be');
  const fresh = await refreshed(token);
  const out = await call(app, 'POST', '/api/Auth/logout', { token: fresh });
  assert.equal(out.statusCode, 200);
  await expectRefused(fresh, 401, INVALID_TOKEN_MESSAGE);
  await expectRefused(token, 401, INVALID_TOKEN_MESSAGE);
});

test('after log out everywhere no earlier token can be refreshed', async () => {
  const { token } = await pendingMember('eve.refresh@example.be');
  const other = await loginToken(app, 'eve.refresh@example.be', MEMBER_PASSWORD);
  const everywhere = await call(app, 'POST', '/api/Auth/logout-everywhere', { token: other });
  assert.equal(everywhere.statusCode, 200);
  await expectRefused(token, 401, INVALID_TOKEN_MESSAGE);
  await expectRefused(other, 401, INVALID_TOKEN_MESSAGE);
});

test('without a token, or with a forged one, the refresh is refused', async () => {
  const anonymous = await call(app, 'POST', '/api/Auth/refresh');
  assert.equal(anonymous.statusCode, 401);
  await expectRefused('not.a.token', 401, INVALID_TOKEN_MESSAGE);
});
