import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminUserSchema } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { z } from 'zod';
import { groups, userGroups, users } from '../src/db/schema';
import { grantRoles } from '../src/contexts/accounts/users/grant-roles';
import { allow } from '../src/http/access';
import { ok } from '../src/http/envelope';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';
import { testRouteConfig } from './support/test-route';

const { app, config } = await startTestApp();
// Routes for the access kinds no real route uses yet; added before the app is ready.
app.get('/api/test/optional', { config: testRouteConfig(allow('optional')) }, async (request) =>
  ok(request.user?.email ?? null),
);
app.get(
  '/api/test/signed-in',
  { config: testRouteConfig(allow('authenticated')) },
  async (request) => ok(request.user?.email ?? null),
);
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);

const listUsers = (token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/User',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const expectRefused = async (token: string | undefined, status: number, message: string) => {
  const response = await listUsers(token);
  assert.equal(response.statusCode, status);
  assert.deepEqual(response.json(), { result: 1, errorMessage: message, data: null });
};

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

test('an admin gets the user list in the admin-list shape, without secrets', async () => {
  const memberId = await createUser(app.db, { email: 'anna@18xx.be', roles: ['REGISTERED'] });
  const [group] = await app.db.insert(groups).values({ name: 'Testers' }).returning();
  await app.db.insert(userGroups).values({ userId: memberId, groupId: group!.id });

  const response = await listUsers(adminToken);
  assert.equal(response.statusCode, 200);
  const body = response.json<{ result: number; data: Record<string, unknown>[] }>();
  assert.equal(body.result, 0);
  const list = z.array(adminUserSchema.strict()).parse(body.data);
  const anna = list.find((u) => u.email === 'anna@18xx.be');
  assert.deepEqual(
    anna?.roles.map((r) => r.name),
    ['REGISTERED'],
  );
  assert.deepEqual(anna?.groups, [{ id: group!.id, name: 'Testers' }]);
  const admin = list.find((u) => u.email === ADMIN_EMAIL);
  assert.equal(admin?.isEmailConfirmed, true);
  assert.ok(!response.body.includes('argon2'), 'no password hash in the answer');
});

test('without a token the call is refused with 401', async () => {
  await expectRefused(undefined, 401, 'Authentication required.');
});

test('an approved member without ADMIN gets 403', async () => {
  await createUser(app.db, { email: 'bob@18xx.be', roles: ['REGISTERED', 'USER'] });
  const token = await loginToken(app, 'bob@18xx.be', MEMBER_PASSWORD);
  await expectRefused(token, 403, 'You do not have permission to perform this action.');
});

test("a suspended admin's still-valid token is refused at once", async () => {
  const id = await createUser(app.db, { email: 'carl@18xx.be', roles: ['REGISTERED', 'ADMIN'] });
  const token = await loginToken(app, 'carl@18xx.be', MEMBER_PASSWORD);
  assert.equal((await listUsers(token)).statusCode, 200);
  await grantRoles(app.db, id, ['SUSPENDED']);
  await expectRefused(token, 403, 'Your account has been suspended.');
});

test('a token issued before the token version changed is refused', async () => {
  const id = await createUser(app.db, { email: 'dora@18xx.be', roles: ['REGISTERED', 'ADMIN'] });
  const token = await loginToken(app, 'dora@18xx.be', MEMBER_PASSWORD);
  await app.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
  await expectRefused(token, 401, SESSION_EXPIRED);
});

test('a token of a deleted user is refused', async () => {
  const id = await createUser(app.db, { email: 'emil@18xx.be', roles: ['REGISTERED', 'ADMIN'] });
  const token = await loginToken(app, 'emil@18xx.be', MEMBER_PASSWORD);
  await app.db.delete(users).where(eq(users.id, id));
  await expectRefused(token, 401, SESSION_EXPIRED);
});

test('forged, unsigned, expired and malformed tokens are refused', async () => {
  const claims = decodeJwt(adminToken);
  const unsigned = new UnsecuredJWT(claims).encode();
  const wrongSecret = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode('another-secret-that-is-32-bytes-long!'));
  const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(config.jwtSecret);
  const noVersion = await new SignJWT({ ...claims, ver: undefined })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(config.jwtSecret);
  for (const token of [unsigned, wrongSecret, expired, noVersion, 'not.a.token', 'garbage']) {
    await expectRefused(token, 401, SESSION_EXPIRED);
  }
  assert.equal((await listUsers(adminToken)).statusCode, 200);
});

test('optional access: anonymous without a token, the user with one, 401 for a dead one', async () => {
  const get = (token?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/test/optional',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  assert.equal((await get()).json<{ data: unknown }>().data, null);
  assert.equal((await get(adminToken)).json<{ data: unknown }>().data, ADMIN_EMAIL);
  assert.equal((await get('garbage')).statusCode, 401);
});

test('authenticated access lets in a member awaiting approval, not an anonymous caller', async () => {
  await createUser(app.db, { email: 'fay@18xx.be', roles: ['REGISTERED'] });
  const token = await loginToken(app, 'fay@18xx.be', MEMBER_PASSWORD);
  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/test/signed-in', headers });
  const signedIn = await get({ authorization: `Bearer ${token}` });
  assert.equal(signedIn.json<{ data: unknown }>().data, 'fay@18xx.be');
  assert.equal((await get({})).statusCode, 401);
});
