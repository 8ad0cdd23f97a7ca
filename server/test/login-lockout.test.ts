import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { knownSignInAddresses, loginFailures } from '../src/db/schema';
import { call } from './support/accounts';
import { lastCodeTo } from './support/mail';
import { startTestApp } from './support/test-app';
import { createUser, MEMBER_PASSWORD } from './support/users';

/**
 * Too many wrong passwords lock an account, but a stranger cannot use that to keep its owner out:
 * failures from the addresses the account has signed in from count apart from the others', and an
 * emailed reset code always unlocks.
 */

const { app } = await startTestApp();
const NEW_PASSWORD = 'Brand-New-Pass-2?';

const signIn = (email: string, password: string, ip: string) =>
  call(app, 'POST', '/api/Auth/login', { ip, payload: { email, password } });

/** Ten wrong passwords at once from strangers' addresses, then one more is refused. */
const lockForStrangers = async (email: string, subnet: string) => {
  const guesses = await Promise.all(
    Array.from({ length: 10 }, (_, i) => signIn(email, `Wrong-Pass-${i}!`, `${subnet}.${i}`)),
  );
  assert.deepEqual(
    guesses.map(({ statusCode }) => statusCode),
    Array.from({ length: 10 }, () => 400),
  );
  assert.equal((await signIn(email, 'Wrong-Pass-X!', `${subnet}.99`)).statusCode, 429);
};

test("a stranger's wrong passwords do not lock the owner out at an address they signed in from", async () => {
  const email = 'owner@18xx.be';
  await createUser(app.db, { email, roles: ['REGISTERED', 'USER'] });
  assert.equal((await signIn(email, MEMBER_PASSWORD, '10.50.0.1')).statusCode, 200);
  const known = await app.db
    .select({ address: knownSignInAddresses.address })
    .from(knownSignInAddresses);
  assert.ok(known.some(({ address }) => address === '10.50.0.1'));

  await lockForStrangers(email, '10.51.0');
  assert.equal(
    (await signIn(email, MEMBER_PASSWORD, '10.51.1.1')).statusCode,
    429,
    'the right password from a stranger address is refused too',
  );
  assert.equal((await signIn(email, MEMBER_PASSWORD, '10.50.0.1')).statusCode, 200);
  // The owner's sign-in does not hand the strangers fresh guesses.
  assert.equal((await signIn(email, 'Wrong-Pass-Y!', '10.51.2.1')).statusCode, 429);
});

test("the owner's own addresses are limited too, apart from the strangers'", async () => {
  const email = 'forgetful@18xx.be';
  await createUser(app.db, { email, roles: ['REGISTERED', 'USER'] });
  assert.equal((await signIn(email, MEMBER_PASSWORD, '10.52.0.1')).statusCode, 200);
  for (let i = 0; i < 10; i += 1) {
    assert.equal((await signIn(email, `Wrong-Pass-${i}!`, '10.52.0.1')).statusCode, 400);
  }
  assert.equal((await signIn(email, MEMBER_PASSWORD, '10.52.0.1')).statusCode, 429);
  assert.equal((await signIn(email, MEMBER_PASSWORD, '10.52.1.1')).statusCode, 200);
});

test('an emailed reset code unlocks the account and makes its address known', async () => {
  const email = 'traveller@18xx.be';
  await createUser(app.db, { email, roles: ['REGISTERED', 'USER'] });
  await lockForStrangers(email, '10.53.0');
  const hotel = '10.54.0.1';
  assert.equal((await signIn(email, MEMBER_PASSWORD, hotel)).statusCode, 429);

  const request = await call(app, 'POST', '/api/Auth/request-password-reset', {
    ip: hotel,
    payload: { email },
  });
  assert.equal(request.statusCode, 200);
  const reset = await call(app, 'POST', '/api/Auth/reset-password', {
    ip: hotel,
    payload: {
      token: await lastCodeTo(app, email),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    },
  });
  assert.equal(reset.statusCode, 200, reset.body);
  assert.deepEqual(
    await app.db.select().from(loginFailures).where(eq(loginFailures.email, email)),
    [],
  );
  assert.equal((await signIn(email, NEW_PASSWORD, hotel)).statusCode, 200);

  // The strangers lock the account again: the hotel is now one of the owner's addresses.
  await lockForStrangers(email, '10.55.0');
  assert.equal((await signIn(email, NEW_PASSWORD, hotel)).statusCode, 200);
});
