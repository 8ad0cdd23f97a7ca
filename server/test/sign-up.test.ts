import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { auditLog, emailCodes, users } from '../src/db/schema';
import {
  call,
  signUp,
  signUpPayload,
  SIGN_UP_PASSWORD,
  type EnvelopeBody,
} from './support/accounts';
import { lastCodeTo, mailsTo } from './support/mail';
import { startTestApp } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';
import { SIGN_UPS_PER_ADDRESS } from '../src/shared/throttle/account-limits';

const { app } = await startTestApp();
const REGISTERED = 'Your account has been created. Please check your email for a validation code.';

const okMessage = (response: { statusCode: number; json: () => unknown }, message: string) => {
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { result: 0, errorMessage: null, data: message });
};
const refusedWith = (
  response: { statusCode: number; json: () => unknown },
  status: number,
  message: string,
) => {
  assert.equal(response.statusCode, status);
  assert.deepEqual(response.json(), { result: 1, errorMessage: message, data: null });
};

const validate = (token: string, code: string) =>
  call(app, 'GET', `/api/Auth/validate-email?token=${encodeURIComponent(code)}`, { token });

test('sign-up creates a REGISTERED, unconfirmed account and mails a 6-digit code', async () => {
  okMessage(
    await signUp(app, signUpPayload(' Nora@Example.be ', { nationality: '  ' })),
    REGISTERED,
  );
  const [user] = await app.db.select().from(users).where(eq(users.email, 'Nora@Example.be'));
  assert.ok(user, 'stored trimmed, as typed');
  assert.equal(user.isEmailConfirmed, false);
  assert.equal(user.nationality, null);
  assert.equal(user.yearOfBirth, 1990);
  assert.match(user.passwordHash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  const token = await loginToken(app, 'nora@example.be', SIGN_UP_PASSWORD);
  assert.equal((await call(app, 'GET', '/api/User', { token })).statusCode, 403);

  const [mail] = await mailsTo(app, 'nora@example.be');
  assert.equal(mail?.subject, 'Your 18xx Belgium validation code');
  assert.match(mail?.text ?? '', /Hello Nora,/);
  const code = await lastCodeTo(app, 'nora@example.be');
  assert.match(code, /^\d{6}$/);
  const [stored] = await app.db.select().from(emailCodes).where(eq(emailCodes.userId, user.id));
  assert.notEqual(stored?.codeHash, code, 'only the hash is stored');
  const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'auth.register'));
  assert.equal(audit?.actorUserId, user.id);
});

test('an existing email gets the identical answer, no second account, and its owner a warning', async () => {
  await createUser(app.db, { email: 'olga@example.be', roles: ['REGISTERED', 'USER'] });
  const known = await signUp(app, signUpPayload('OLGA@example.be'));
  const unknown = await signUp(app, signUpPayload('olaf@example.be'));
  assert.equal(known.statusCode, unknown.statusCode);
  assert.equal(known.body, unknown.body);
  okMessage(known, REGISTERED);
  const olgas = await app.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = 'olga@example.be'`);
  assert.equal(olgas.length, 1);
  const [warning] = await mailsTo(app, 'olga@example.be');
  assert.equal(warning?.subject, 'Someone tried to sign up with your email address');
  assert.doesNotMatch(warning?.text ?? '', /\d{6}/, 'no code for the stranger');
  // The owner's password did not change.
  await loginToken(app, 'olga@example.be', MEMBER_PASSWORD);
});

test('every sign-up rule is enforced with its SPEC message and nothing is stored', async () => {
  const year = new Date().getFullYear() - 10;
  const cases: [Record<string, unknown>, string][] = [
    [{ firstName: ' ' }, 'First Name is required.'],
    [{ lastName: '' }, 'Last Name is required.'],
    [{ email: '' }, 'Email is required.'],
    [{ email: 'not-an-email' }, 'Email address is invalid.'],
    [{ password: '', confirmPassword: '' }, 'Password is required.'],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'Password must be at least 8 characters long.'],
    [
      { password: 'abcdefg1!', confirmPassword: 'abcdefg1!' },
      'Password needs an uppercase letter.',
    ],
    [{ password: 'ABCDEFG1!', confirmPassword: 'ABCDEFG1!' }, 'Password needs a lowercase letter.'],
    [{ password: 'Abcdefgh!', confirmPassword: 'Abcdefgh!' }, 'Password needs a digit.'],
    [
      { password: 'Abcdefgh1', confirmPassword: 'Abcdefgh1' },
      'Password needs a special character.',
    ],
    [{ confirmPassword: '' }, 'Please confirm your password.'],
    [{ confirmPassword: 'Other-Pass-1!' }, 'Passwords do not match.'],
    [{ yearOfBirth: 1899 }, `Year must be between 1900 and ${year}.`],
    [{ yearOfBirth: year + 1 }, `Year must be between 1900 and ${year}.`],
    [{ yearOfBirth: 1990.5 }, `Year must be between 1900 and ${year}.`],
    [{ nationality: 'x'.repeat(101) }, 'Nationality cannot exceed 100 characters.'],
    [{ role: 'ADMIN' }, 'Unknown field: role.'],
  ];
  for (const [change, message] of cases) {
    const response = await signUp(app, { ...signUpPayload('rules@example.be'), ...change });
    assert.equal(response.statusCode, 400, message);
    const messages = response.json<EnvelopeBody>().errorMessage?.split('; ');
    assert.ok(messages?.includes(message), `${message} in ${String(messages)}`);
  }
  const broken = await signUp(app, {
    ...signUpPayload('rules@example.be'),
    firstName: '',
    password: 'short',
  });
  assert.equal(
    broken.json<EnvelopeBody>().errorMessage,
    [
      'First Name is required.',
      'Password must be at least 8 characters long.',
      'Password needs an uppercase letter.',
      'Password needs a digit.',
      'Password needs a special character.',
      'Passwords do not match.',
    ].join('; '),
  );
  const stored = await app.db.select().from(users).where(eq(users.email, 'rules@example.be'));
  assert.equal(stored.length, 0);
  okMessage(
    await signUp(app, signUpPayload('edge@example.be', { yearOfBirth: year, nationality: null })),
    REGISTERED,
  );
});

test('sign-up is limited per address and per email with 429 and Retry-After, known or not', async () => {
  for (let i = 0; i < 3; i += 1) {
    okMessage(await signUp(app, signUpPayload('flood@example.be'), '10.0.0.1'), REGISTERED);
  }
  const limited = await signUp(app, signUpPayload('FLOOD@example.be'), '10.0.0.2');
  refusedWith(limited, 429, 'Too many requests. Please try again later.');
  assert.ok(Number(limited.headers['retry-after']) > 0);
  for (let i = 0; i < SIGN_UPS_PER_ADDRESS; i += 1) {
    await signUp(app, signUpPayload(`crowd${i}@example.be`), '10.0.0.3');
  }
  refusedWith(
    await signUp(app, signUpPayload('crowd-next@example.be'), '10.0.0.3'),
    429,
    'Too many requests. Please try again later.',
  );
  okMessage(await signUp(app, signUpPayload('elsewhere@example.be'), '10.0.0.4'), REGISTERED);
});

test('validating with the emailed code confirms the email, uses up the code and ends old tokens', async () => {
  okMessage(await signUp(app, signUpPayload('vera@example.be')), REGISTERED);
  const token = await loginToken(app, 'vera@example.be', SIGN_UP_PASSWORD);
  const code = await lastCodeTo(app, 'vera@example.be');
  okMessage(await validate(token, `  ${code} `), 'Email validated successfully!');
  const [user] = await app.db.select().from(users).where(eq(users.email, 'vera@example.be'));
  assert.equal(user?.isEmailConfirmed, true);
  refusedWith(await validate(token, code), 401, 'Your session has expired. Please log in again.');
  const fresh = await loginToken(app, 'vera@example.be', SIGN_UP_PASSWORD);
  refusedWith(await validate(fresh, code), 400, 'Your email address has already been validated.');
  refusedWith(
    await call(app, 'POST', '/api/Auth/resend-validation-email', { token: fresh }),
    400,
    'Your email address has already been validated.',
  );
});

test('a wrong code counts, the fifth wrong try voids the code, an empty one is refused', async () => {
  okMessage(await signUp(app, signUpPayload('wanda@example.be')), REGISTERED);
  const token = await loginToken(app, 'wanda@example.be', SIGN_UP_PASSWORD);
  const code = await lastCodeTo(app, 'wanda@example.be');
  const wrong = code === '000000' ? '111111' : '000000';
  refusedWith(await validate(token, '  '), 400, 'Please enter a validation code.');
  refusedWith(
    await call(app, 'GET', '/api/Auth/validate-email', { token }),
    400,
    'Please enter a validation code.',
  );
  for (let i = 0; i < 4; i += 1) {
    refusedWith(
      await validate(token, wrong),
      400,
      'The validation code is invalid or has expired.',
    );
  }
  refusedWith(
    await validate(token, wrong),
    400,
    'Too many incorrect attempts. Please request a new validation code.',
  );
  refusedWith(await validate(token, code), 400, 'The validation code is invalid or has expired.');

  okMessage(
    await call(app, 'POST', '/api/Auth/resend-validation-email', { token }),
    'A new validation email has been sent.',
  );
  const second = await lastCodeTo(app, 'wanda@example.be');
  okMessage(await validate(token, second), 'Email validated successfully!');
});

test('a resent code voids the previous one, and an expired code is refused', async () => {
  okMessage(await signUp(app, signUpPayload('xena@example.be')), REGISTERED);
  const token = await loginToken(app, 'xena@example.be', SIGN_UP_PASSWORD);
  const first = await lastCodeTo(app, 'xena@example.be');
  await call(app, 'POST', '/api/Auth/resend-validation-email', { token });
  const second = await lastCodeTo(app, 'xena@example.be');
  assert.equal((await mailsTo(app, 'xena@example.be')).length, 2);
  // One chance in a million that the new code repeats the old one.
  if (first !== second) {
    refusedWith(
      await validate(token, first),
      400,
      'The validation code is invalid or has expired.',
    );
  }
  const [user] = await app.db.select().from(users).where(eq(users.email, 'xena@example.be'));
  await app.db
    .update(emailCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(emailCodes.userId, user!.id));
  refusedWith(await validate(token, second), 400, 'The validation code is invalid or has expired.');
});

test('a code expires 15 minutes after it is sent', async () => {
  okMessage(await signUp(app, signUpPayload('yara@example.be')), REGISTERED);
  const [row] = await app.db
    .select({ minutes: sql<number>`extract(epoch from (${emailCodes.expiresAt} - now())) / 60` })
    .from(emailCodes)
    .innerJoin(users, eq(users.id, emailCodes.userId))
    .where(eq(users.email, 'yara@example.be'));
  assert.ok(row && Number(row.minutes) > 14 && Number(row.minutes) <= 15);
});

test('resending is limited per account with 429 and Retry-After', async () => {
  okMessage(await signUp(app, signUpPayload('zoe@example.be')), REGISTERED);
  const token = await loginToken(app, 'zoe@example.be', SIGN_UP_PASSWORD);
  for (let i = 0; i < 3; i += 1) {
    okMessage(
      await call(app, 'POST', '/api/Auth/resend-validation-email', { token }),
      'A new validation email has been sent.',
    );
  }
  const limited = await call(app, 'POST', '/api/Auth/resend-validation-email', { token });
  refusedWith(limited, 429, 'Too many requests. Please try again later.');
  assert.ok(Number(limited.headers['retry-after']) > 0);
});
