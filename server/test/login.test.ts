import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tokenClaimsSchema } from 'shared-api/contract';
import { desc } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { auditLog } from '../src/db/schema';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, login, MEMBER_PASSWORD } from './support/users';

const { app } = await startTestApp();

test('a correct login answers a signed token whose claims decode', async () => {
  const response = await login(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  assert.equal(response.statusCode, 200);
  const body = response.json<{ result: number; errorMessage: null; data: string }>();
  assert.equal(body.result, 0);
  assert.equal(body.errorMessage, null);
  assert.equal(body.data.split('.').length, 3);

  assert.equal(decodeProtectedHeader(body.data).alg, 'HS256');
  const payload = decodeJwt(body.data);
  const claims = tokenClaimsSchema.parse(payload);
  assert.equal(claims.email, ADMIN_EMAIL);
  assert.deepEqual([...claims.role].sort(), ['ADMIN', 'REGISTERED', 'USER']);
  assert.equal(claims.email_verified, true);
  assert.equal(payload.ver, 0);
  const hoursLeft = (claims.exp - Date.now() / 1000) / 3600;
  assert.ok(hoursLeft > 7.9 && hoursLeft <= 8, `expires in ${hoursLeft} hours`);
});

test('the email is matched case-insensitively and trimmed', async () => {
  const response = await login(app, `  ${ADMIN_EMAIL.toUpperCase()} `, ADMIN_PASSWORD);
  assert.equal(response.statusCode, 200);
});

test('a wrong password and an unknown email get the very same answer', async () => {
  const wrongPassword = await login(app, ADMIN_EMAIL, 'Not-The-Password-1!');
  const unknownEmail = await login(app, 'nobody@18xx.be', ADMIN_PASSWORD);
  const expected = { result: 1, errorMessage: 'Invalid email or password.', data: null };
  assert.equal(wrongPassword.statusCode, 400);
  assert.deepEqual(wrongPassword.json(), expected);
  assert.equal(unknownEmail.statusCode, wrongPassword.statusCode);
  assert.equal(unknownEmail.body, wrongPassword.body);
});

test('sign-in successes and failures are audited', async () => {
  await login(app, ADMIN_EMAIL, 'Wrong-Password-1!');
  await login(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const [latest, previous] = await app.db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(2);
  assert.equal(latest?.action, 'auth.login.succeeded');
  assert.equal(previous?.action, 'auth.login.failed');
  assert.deepEqual(previous?.details, { email: ADMIN_EMAIL });
  assert.ok(latest?.actorUserId);
});

test('unknown fields and missing fields are refused with a clear 400', async () => {
  const extra = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'ADMIN' },
  });
  assert.equal(extra.statusCode, 400);
  assert.deepEqual(extra.json(), { result: 1, errorMessage: 'Unknown field: role.', data: null });

  const missing = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: {} });
  assert.equal(missing.statusCode, 400);
  assert.match(missing.json<{ errorMessage: string }>().errorMessage, /Field "email" is required/);

  const invalid = await login(app, 'not-an-email', 'x');
  assert.equal(invalid.json<{ errorMessage: string }>().errorMessage, 'Email address is invalid.');
});

test('repeated failures throttle the account with 429 and Retry-After', async () => {
  const email = 'throttled@18xx.be';
  await createUser(app.db, { email, roles: ['REGISTERED', 'USER'] });
  for (let i = 0; i < 10; i += 1) {
    assert.equal((await login(app, email, 'Wrong-Password-1!')).statusCode, 400);
  }
  const blocked = await login(app, email, MEMBER_PASSWORD);
  assert.equal(blocked.statusCode, 429);
  assert.ok(Number(blocked.headers['retry-after']) > 0);
  assert.equal(
    blocked.json<{ errorMessage: string }>().errorMessage,
    'Too many login attempts. Please try again later.',
  );
  // Other accounts are not affected.
  assert.equal((await login(app, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode, 200);
});
