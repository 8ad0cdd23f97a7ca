import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { emailCodes, loginFailures, users } from '../src/db/schema';
import { call, type EnvelopeBody } from './support/accounts';
import { lastCodeTo, mailsTo } from './support/mail';
import { startTestApp } from './support/test-app';
import { createUser, login, loginToken, MEMBER_PASSWORD } from './support/users';

const { app } = await startTestApp();
const ANSWER = 'If an account with that email exists, a reset code has been sent.';
const NEW_PASSWORD = 'Brand-New-Pass-2?';
const INVALID = 'The reset code is invalid or has expired.';

const requestReset = (email: string, ip?: string) =>
  call(app, 'POST', '/api/Auth/request-password-reset', { payload: { email }, ip });
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password, ip?: string) =>
  call(app, 'POST', '/api/Auth/reset-password', {
    payload: { token, password, confirmPassword },
    ip,
  });
const envelope = (response: { json: () => unknown }) => response.json() as EnvelopeBody;

test('the request answers the same whether or not the email has an account', async () => {
  await createUser(app.db, { email: 'paula@example.be', roles: ['REGISTERED', 'USER'] });
  const known = await requestReset('Paula@Example.be');
  const unknown = await requestReset('nobody@example.be');
  assert.equal(known.statusCode, 200);
  assert.equal(known.body, unknown.body);
  assert.deepEqual(envelope(known), { result: 0, errorMessage: null, data: ANSWER });
  assert.equal((await mailsTo(app, 'nobody@example.be')).length, 0);
  const [mail] = await mailsTo(app, 'paula@example.be');
  assert.equal(mail?.subject, 'Your 18xx Belgium password reset code');
  assert.match(
    await lastCodeTo(app, 'paula@example.be'),
    /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/,
  );
});

test('the emailed code sets the new password once, ends old tokens and unlocks the account', async () => {
  await createUser(app.db, { email: 'quinn@example.be', roles: ['REGISTERED', 'USER'] });
  const oldToken = await loginToken(app, 'quinn@example.be', MEMBER_PASSWORD);
  for (let i = 0; i < 10; i += 1) await login(app, 'quinn@example.be', 'Wrong-Pass-1!');
  assert.equal((await login(app, 'quinn@example.be', MEMBER_PASSWORD)).statusCode, 429);

  await requestReset('quinn@example.be');
  const code = await lastCodeTo(app, 'quinn@example.be');
  const done = await reset(` ${code.toLowerCase()} `);
  assert.deepEqual(envelope(done), {
    result: 0,
    errorMessage: null,
    data: 'Password has been reset successfully!',
  });
  assert.equal(
    (await call(app, 'GET', '/api/Auth/validate-email?token=1', { token: oldToken })).statusCode,
    401,
  );
  const failures = await app.db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.email, 'quinn@example.be'));
  assert.equal(failures.length, 0);
  assert.equal((await login(app, 'quinn@example.be', MEMBER_PASSWORD)).statusCode, 400);
  await loginToken(app, 'quinn@example.be', NEW_PASSWORD);

  const again = await reset(code, 'Third-Pass-3#');
  assert.equal(again.statusCode, 400);
  assert.equal(envelope(again).errorMessage, INVALID);
  await loginToken(app, 'quinn@example.be', NEW_PASSWORD);
});

test('a new code voids the previous one; expired codes are refused', async () => {
  await createUser(app.db, { email: 'rita@example.be', roles: ['REGISTERED'] });
  await requestReset('rita@example.be');
  const first = await lastCodeTo(app, 'rita@example.be');
  await requestReset('rita@example.be');
  const second = await lastCodeTo(app, 'rita@example.be');
  assert.equal(envelope(await reset(first)).errorMessage, INVALID);

  await app.db
    .update(emailCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(emailCodes.purpose, 'PASSWORD_RESET'));
  assert.equal(envelope(await reset(second)).errorMessage, INVALID);
  const [rita] = await app.db.select().from(users).where(eq(users.email, 'rita@example.be'));
  assert.equal(rita?.tokenVersion, 0, 'nothing changed');
});

test('the reset payload follows the password rules of sign-up', async () => {
  const cases: [Record<string, unknown>, string][] = [
    [
      { token: 'ABCD-EFGH-JKMN', password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters long.',
    ],
    [
      { token: 'ABCD-EFGH-JKMN', password: NEW_PASSWORD, confirmPassword: 'Other-Pass-1!' },
      'Passwords do not match.',
    ],
    [
      { token: ' ', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'Please enter the reset code from the email.',
    ],
    [
      {
        token: 'ABCD-EFGH-JKMN',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
        email: 'x',
      },
      'Unknown field: email.',
    ],
  ];
  for (const [payload, message] of cases) {
    const response = await call(app, 'POST', '/api/Auth/reset-password', { payload });
    assert.equal(response.statusCode, 400);
    assert.ok(envelope(response).errorMessage?.split('; ').includes(message), message);
  }
  const invalidEmail = await call(app, 'POST', '/api/Auth/request-password-reset', {
    payload: { email: 'nope' },
  });
  assert.equal(envelope(invalidEmail).errorMessage, 'Email address is invalid.');
});

test('wrong codes from one address are limited with 429 and Retry-After', async () => {
  for (let i = 0; i < 10; i += 1) {
    assert.equal(
      (await reset('ZZZZ-ZZZZ-ZZZZ', NEW_PASSWORD, NEW_PASSWORD, '10.1.0.1')).statusCode,
      400,
    );
  }
  const limited = await reset('ZZZZ-ZZZZ-ZZZZ', NEW_PASSWORD, NEW_PASSWORD, '10.1.0.1');
  assert.equal(limited.statusCode, 429);
  assert.equal(envelope(limited).errorMessage, 'Too many requests. Please try again later.');
  assert.ok(Number(limited.headers['retry-after']) > 0);
  assert.equal(
    (await reset('ZZZZ-ZZZZ-ZZZZ', NEW_PASSWORD, NEW_PASSWORD, '10.1.0.2')).statusCode,
    400,
  );
});

test('reset requests are limited per email, known or unknown alike', async () => {
  await createUser(app.db, { email: 'sara@example.be', roles: ['REGISTERED'] });
  for (const email of ['sara@example.be', 'ghost@example.be']) {
    for (let i = 0; i < 3; i += 1) assert.equal((await requestReset(email)).statusCode, 200);
    const limited = await requestReset(email.toUpperCase());
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
  }
  assert.equal((await mailsTo(app, 'sara@example.be')).length, 3);
});
