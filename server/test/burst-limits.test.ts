import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { auditLog, loginFailures, messages, users } from '../src/db/schema';
import { TOO_MANY_REQUESTS_MESSAGE } from '../src/shared/throttle/request-throttle';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../src/contexts/accounts/routes/auth/login';
import { call, signUp, signUpPayload, type EnvelopeBody } from './support/accounts';
import { lastCodeTo, mailsTo } from './support/mail';
import { signedInUser } from './support/registration-fixtures';
import { newTestDatabase, startAppOn } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';

/**
 * Every limit holds when its requests come all at once: a burst lets through exactly what the same
 * requests sent one after another would. On PostgreSQL the burst is spread over two server
 * instances on one database; a PGlite directory belongs to one process, so there it has one.
 */

type Response = Awaited<ReturnType<typeof call>>;

const database = await newTestDatabase();
const { app, config } = await startAppOn(database);
// The second instance signs tokens with the same secret, as a deployment's instances do.
const instances: App[] = database.databaseUrl
  ? [app, (await startAppOn(database, { jwtSecret: config.jwtSecret })).app]
  : [app];

/** `n` requests sent at once, request `i` to instance `i` modulo the instances. */
const burst = (n: number, send: (app: App, i: number) => Promise<Response>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(instances[i % instances.length]!, i)));

/** How many answers had each status code, e.g. { 200: 3, 429: 27 }. */
const tally = (responses: Response[]) =>
  responses.reduce<Record<number, number>>(
    (counts, { statusCode }) => ({ ...counts, [statusCode]: (counts[statusCode] ?? 0) + 1 }),
    {},
  );

const assertRefusedWith = (responses: Response[], message: string) => {
  for (const response of responses.filter(({ statusCode }) => statusCode === 429)) {
    assert.equal(response.json<EnvelopeBody>().errorMessage, message);
    assert.ok(Number(response.headers['retry-after']) > 0, 'Retry-After');
  }
};

test('200 sign-ins at once, the right password last: 10 passwords checked, the right one refused', async () => {
  const email = 'burst-login@18xx.be';
  await createUser(app.db, { email, roles: ['REGISTERED', 'USER'] });
  const responses = await burst(200, (app, i) =>
    call(app, 'POST', '/api/Auth/login', {
      ip: '10.40.0.1',
      payload: { email, password: i === 199 ? MEMBER_PASSWORD : `Wrong-Pass-${i}!` },
    }),
  );
  assert.deepEqual(tally(responses), { 400: 10, 429: 190 });
  assert.equal(responses[199]!.statusCode, 429, 'the right password came past the limit');
  assertRefusedWith(responses, TOO_MANY_ATTEMPTS_MESSAGE);
  const [checked] = await app.db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'auth.login.failed'), sql`${auditLog.details}->>'email' = ${email}`),
    );
  assert.equal(checked?.n, 10, 'passwords checked');
  const [failures] = await app.db
    .select({ n: count() })
    .from(loginFailures)
    .where(eq(loginFailures.email, email));
  assert.equal(failures?.n, 10);
});

test('60 sign-ins at once for other emails from one address: 50 checked', async () => {
  const responses = await burst(60, (app, i) =>
    call(app, 'POST', '/api/Auth/login', {
      ip: '10.40.1.1',
      payload: { email: `guess${i}@18xx.be`, password: 'Wrong-Pass-1!' },
    }),
  );
  assert.deepEqual(tally(responses), { 400: 50, 429: 10 });
  assertRefusedWith(responses, TOO_MANY_ATTEMPTS_MESSAGE);
});

test('30 reset requests at once for one email: 3 mails queued', async () => {
  const email = 'burst-reset@18xx.be';
  await createUser(app.db, { email, roles: ['REGISTERED'] });
  const responses = await burst(30, (app, i) =>
    call(app, 'POST', '/api/Auth/request-password-reset', {
      ip: `10.41.0.${i}`,
      payload: { email },
    }),
  );
  assert.deepEqual(tally(responses), { 200: 3, 429: 27 });
  assertRefusedWith(responses, TOO_MANY_REQUESTS_MESSAGE);
  assert.equal((await mailsTo(app, email)).length, 3);
});

test('30 wrong reset codes at once from one address: 10 checked', async () => {
  const responses = await burst(30, (app, i) =>
    call(app, 'POST', '/api/Auth/reset-password', {
      ip: '10.42.0.1',
      payload: {
        token: `WRNG-CODE-${String(i).padStart(4, '0')}`,
        password: 'Brand-New-Pass-2?',
        confirmPassword: 'Brand-New-Pass-2?',
      },
    }),
  );
  assert.deepEqual(tally(responses), { 400: 10, 429: 20 });
  assertRefusedWith(responses, TOO_MANY_REQUESTS_MESSAGE);
});

test('20 sign-ups at once for one email: 3 answered, 3 mails, 1 account', async () => {
  const email = 'burst-signup@18xx.be';
  const responses = await burst(20, (app, i) => signUp(app, signUpPayload(email), `10.43.0.${i}`));
  assert.deepEqual(tally(responses), { 200: 3, 429: 17 });
  assertRefusedWith(responses, TOO_MANY_REQUESTS_MESSAGE);
  assert.equal((await mailsTo(app, email)).length, 3);
  const [accounts] = await app.db.select({ n: count() }).from(users).where(eq(users.email, email));
  assert.equal(accounts?.n, 1);
});

test('120 sign-ups at once from one address: 100 accounts, a whole convention on one Wi-Fi', async () => {
  const responses = await burst(120, (app, i) =>
    signUp(app, signUpPayload(`crowd${i}@18xx.be`), '10.44.0.1'),
  );
  assert.deepEqual(tally(responses), { 200: 100, 429: 20 });
  assertRefusedWith(responses, TOO_MANY_REQUESTS_MESSAGE);
  const [accounts] = await app.db
    .select({ n: count() })
    .from(users)
    .where(like(users.email, 'crowd%@18xx.be'));
  assert.equal(accounts?.n, 100);
});

test('10 resends of the validation code at once: 3 mails', async () => {
  const member = await signedInUser(app, 'burst-resend@18xx.be', ['REGISTERED']);
  await app.db.update(users).set({ isEmailConfirmed: false }).where(eq(users.id, member.id));
  const responses = await burst(10, (app, i) =>
    call(app, 'POST', '/api/Auth/resend-validation-email', {
      token: member.token,
      ip: `10.45.0.${i}`,
    }),
  );
  assert.deepEqual(tally(responses), { 200: 3, 429: 7 });
  assertRefusedWith(responses, TOO_MANY_REQUESTS_MESSAGE);
  assert.equal((await mailsTo(app, member.email)).length, 3);
});

test('40 contact messages at once by one member: 20 sent', async () => {
  const member = await signedInUser(app, 'burst-writer@18xx.be');
  const responses = await burst(40, (app, i) =>
    call(app, 'POST', '/api/Inbox/contact', {
      token: member.token,
      ip: '10.46.0.1',
      payload: { title: `Question ${i}`, body: `<p>Hello ${i}</p>` },
    }),
  );
  assert.deepEqual(tally(responses), { 200: 20, 429: 20 });
  assertRefusedWith(responses, TOO_MANY_REQUESTS_MESSAGE);
  const [sent] = await app.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.fromUserId, member.id));
  assert.equal(sent?.n, 20);
});

test('20 wrong validation codes at once: the fifth voids the code, the right one then fails', async () => {
  const email = 'burst-validate@18xx.be';
  await signUp(app, signUpPayload(email), '10.47.0.1');
  const token = await loginToken(app, email, signUpPayload(email).password);
  const code = await lastCodeTo(app, email);
  const wrong = code === '000000' ? '111111' : '000000';
  const responses = await burst(20, (app) =>
    call(app, 'GET', `/api/Auth/validate-email?token=${wrong}`, { token }),
  );
  assert.deepEqual(tally(responses), { 400: 20 });
  const voided = responses.filter(
    (response) =>
      response.json<EnvelopeBody>().errorMessage ===
      'Too many incorrect attempts. Please request a new validation code.',
  );
  assert.equal(voided.length, 1, 'exactly one answer says the code is void');
  const right = await call(app, 'GET', `/api/Auth/validate-email?token=${code}`, { token });
  assert.equal(
    right.json<EnvelopeBody>().errorMessage,
    'The validation code is invalid or has expired.',
  );
});
