import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { requestThrottle, users } from '../src/db/schema';
import { SIGN_UPS_PER_ADDRESS } from '../src/shared/throttle/account-limits';
import { TOO_MANY_REQUESTS_MESSAGE } from '../src/shared/throttle/request-throttle';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../src/contexts/accounts/routes/auth/login';
import { call, signUp, signUpPayload, type EnvelopeBody } from './support/accounts';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { newTestDatabase, startAppOn, startTestApp } from './support/test-app';
import { createUser } from './support/users';

/**
 * Every call that mails someone, guesses a password or posts a message is limited:
 * past the limit it answers 429 with Retry-After, per account or email and per
 * address, with hits counted in the database so that every API instance sees the same count.
 */

type Sender = (app: App, n: number, address: string) => ReturnType<typeof call>;

interface Limited {
  name: string;
  /** Hits allowed for one account or email, each from its own address. */
  perKey: number;
  /** Hits allowed from one address, each for another account or email. */
  perAddress: number;
  /** windowMs of the limit, in seconds: Retry-After never asks for more. */
  windowSeconds: number;
  message: string;
  /** Call number n for one key (sameKey) or for key n (from `address`). */
  sameKey: Sender;
  otherKey: Sender;
}

const { app } = await startTestApp();

// Resending needs unconfirmed accounts, messages need members and an admin to write to.
const unconfirmed = async (email: string) => {
  const member = await signedInUser(app, email, ['REGISTERED']);
  await app.db.update(users).set({ isEmailConfirmed: false }).where(eq(users.id, member.id));
  return member;
};
const resender = await unconfirmed('resender@18xx.be');
const resenders = await Promise.all(
  Array.from({ length: 11 }, (_, n) => unconfirmed(`resender${n}@18xx.be`)),
);
const writer = await signedInUser(app, 'writer@18xx.be');
const writers = await Promise.all(
  Array.from({ length: 4 }, (_, n) => signedInUser(app, `writer${n}@18xx.be`)),
);
await createConvention(app.db);
await createUser(app.db, { email: 'known@18xx.be', roles: ['REGISTERED'] });

const message = (token: string, n: number, ip: string) =>
  call(app, 'POST', '/api/Inbox/contact', {
    token,
    ip,
    payload: { title: `Question ${n}`, body: `<p>Hello ${n}</p>` },
  });

const LIMITED: Limited[] = [
  {
    name: 'login',
    perKey: 10,
    perAddress: 50,
    windowSeconds: 15 * 60,
    message: TOO_MANY_ATTEMPTS_MESSAGE,
    sameKey: (app, n, ip) =>
      call(app, 'POST', '/api/Auth/login', {
        ip,
        payload: { email: 'known@18xx.be', password: `Wrong-${n}` },
      }),
    otherKey: (app, n, ip) =>
      call(app, 'POST', '/api/Auth/login', {
        ip,
        payload: { email: `guess${n}@18xx.be`, password: 'Wrong-1!' },
      }),
  },
  {
    name: 'sign-up',
    perKey: 3,
    perAddress: SIGN_UPS_PER_ADDRESS,
    windowSeconds: 60 * 60,
    message: TOO_MANY_REQUESTS_MESSAGE,
    sameKey: (app, _n, ip) => signUp(app, signUpPayload('again@18xx.be'), ip),
    otherKey: (app, n, ip) => signUp(app, signUpPayload(`new${n}@18xx.be`), ip),
  },
  {
    name: 'resending the validation code',
    perKey: 3,
    perAddress: 10,
    windowSeconds: 15 * 60,
    message: TOO_MANY_REQUESTS_MESSAGE,
    sameKey: (app, _n, ip) =>
      call(app, 'POST', '/api/Auth/resend-validation-email', { token: resender.token, ip }),
    otherKey: (app, n, ip) =>
      call(app, 'POST', '/api/Auth/resend-validation-email', {
        token: resenders[n]!.token,
        ip,
      }),
  },
  {
    name: 'requesting a password reset',
    perKey: 3,
    perAddress: 20,
    windowSeconds: 15 * 60,
    message: TOO_MANY_REQUESTS_MESSAGE,
    sameKey: (app, _n, ip) =>
      call(app, 'POST', '/api/Auth/request-password-reset', {
        ip,
        payload: { email: 'known@18xx.be' },
      }),
    otherKey: (app, n, ip) =>
      call(app, 'POST', '/api/Auth/request-password-reset', {
        ip,
        payload: { email: `forgot${n}@18xx.be` },
      }),
  },
  {
    name: 'sending messages',
    perKey: 20,
    perAddress: 60,
    windowSeconds: 15 * 60,
    message: TOO_MANY_REQUESTS_MESSAGE,
    sameKey: (_app, n, ip) => message(writer.token, n, ip),
    // Fewer accounts than the address allows: each writes up to its own limit.
    otherKey: (_app, n, ip) => message(writers[n % writers.length]!.token, n, ip),
  },
];

const assertLimited = (
  response: Awaited<ReturnType<typeof call>>,
  { message, windowSeconds }: Limited,
) => {
  assert.equal(response.statusCode, 429, response.body);
  assert.deepEqual(response.json<EnvelopeBody>(), { result: 1, errorMessage: message, data: null });
  const wait = Number(response.headers['retry-after']);
  assert.ok(Number.isInteger(wait) && wait > 0 && wait <= windowSeconds, `Retry-After ${wait}`);
};

// Each address below is used by one test only: the limits it meets are the ones it tests.
for (const [index, limited] of LIMITED.entries()) {
  test(`${limited.name}: ${limited.perKey} per account or email, then 429 with Retry-After`, async () => {
    for (let n = 0; n < limited.perKey; n += 1) {
      const response = await limited.sameKey(app, n, `10.${index}.1.${n}`);
      assert.notEqual(response.statusCode, 429, `hit ${n + 1}: ${response.body}`);
    }
    assertLimited(await limited.sameKey(app, limited.perKey, `10.${index}.2.1`), limited);
  });

  test(`${limited.name}: ${limited.perAddress} per address, then 429 with Retry-After`, async () => {
    const address = `10.${index}.3.1`;
    for (let n = 0; n < limited.perAddress; n += 1) {
      const response = await limited.otherKey(app, n, address);
      assert.notEqual(response.statusCode, 429, `hit ${n + 1}: ${response.body}`);
    }
    assertLimited(await limited.otherKey(app, limited.perAddress, address), limited);
    const elsewhere = await limited.otherKey(app, limited.perAddress, `10.${index}.3.2`);
    assert.notEqual(elsewhere.statusCode, 429, 'another address is not limited');
  });
}

test('message limits count contact messages and replies together', async () => {
  const chatty = await signedInUser(app, 'chatty@18xx.be');
  const first = await message(chatty.token, 0, '10.9.0.1');
  assert.equal(first.statusCode, 200, first.body);
  const noteId = first.json<{ data: { noteId: string } }>().data.noteId;
  for (let n = 1; n < 20; n += 1) {
    const reply = await call(app, 'POST', `/api/Inbox/${noteId}/reply`, {
      token: chatty.token,
      ip: `10.9.0.${n + 1}`,
      payload: { body: `Reply ${n}` },
    });
    assert.equal(reply.statusCode, 200, reply.body);
  }
  assertLimited(await message(chatty.token, 20, '10.9.1.1'), LIMITED[4]!);
});

test('the hits live in the database: an instance started later on it still refuses', async () => {
  const database = await newTestDatabase();
  const first = await startAppOn(database);
  const login = LIMITED[0]!;
  for (let n = 0; n < login.perKey; n += 1) {
    await login.sameKey(first.app, n, `10.8.0.${n}`);
  }
  assertLimited(await login.sameKey(first.app, login.perKey, '10.8.1.1'), login);
  const resets = LIMITED[3]!;
  for (let n = 0; n < resets.perKey; n += 1) {
    await resets.sameKey(first.app, n, `10.8.2.${n}`);
  }
  assert.ok((await first.app.db.select().from(requestThrottle)).length >= resets.perKey);

  // Two instances at once on PostgreSQL; on PGlite, whose directory one process owns, a restart.
  if (!database.databaseUrl) await first.app.close();
  const second = await startAppOn(database);
  assertLimited(await login.sameKey(second.app, login.perKey + 1, '10.8.3.1'), login);
  assertLimited(await resets.sameKey(second.app, resets.perKey, '10.8.3.2'), resets);
});
