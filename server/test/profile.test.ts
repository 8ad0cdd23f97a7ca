import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, registrations, users } from '../src/db/schema';
import { call, type EnvelopeBody } from './support/accounts';
import { lastCodeTo, lastMailTo, mailsTo } from './support/mail';
import { insertRegistration } from './support/messaging';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { startTestApp } from './support/test-app';
import { createUser, login, loginToken, MEMBER_PASSWORD } from './support/users';

const { app } = await startTestApp();
const envelope = (response: { json: () => unknown }) => response.json() as EnvelopeBody;

const putMe = (token: string | undefined, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/User/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
  });

const userRow = async (id: string) => {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  assert.ok(row);
  return row;
};

test('a member corrects their name, year of birth and nationality; the next token carries them', async () => {
  const member = await signedInUser(app, 'frank@18xx.be');
  const saved = await putMe(member.token, {
    firstName: '  Frank ',
    lastName: 'De Smet',
    yearOfBirth: 1975,
    nationality: '',
  });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(envelope(saved).data, {
    email: 'frank@18xx.be',
    firstName: 'Frank',
    lastName: 'De Smet',
    yearOfBirth: 1975,
    nationality: null,
  });
  const row = await userRow(member.id);
  assert.equal(row.lastName, 'De Smet');
  assert.equal(row.nationality, null);
  const refreshed = await call(app, 'POST', '/api/Auth/refresh', { token: member.token });
  assert.equal(refreshed.statusCode, 200, 'the session goes on');
  const claims = JSON.parse(
    Buffer.from((envelope(refreshed).data as string).split('.')[1]!, 'base64url').toString(),
  ) as { family_name: string; yearOfBirth: number };
  assert.equal(claims.family_name, 'De Smet');
  assert.equal(claims.yearOfBirth, 1975);
});

test('the profile follows the sign-up rules and accepts nothing else', async () => {
  const member = await signedInUser(app, 'gina@18xx.be');
  const before = await userRow(member.id);
  const cases: [unknown, string][] = [
    [
      { firstName: '', lastName: 'X', yearOfBirth: null, nationality: null },
      'First Name is required.',
    ],
    [
      { firstName: 'G', lastName: ' ', yearOfBirth: null, nationality: null },
      'Last Name is required.',
    ],
    [
      { firstName: 'G', lastName: 'X', yearOfBirth: new Date().getFullYear(), nationality: null },
      `Year must be between 1900 and ${new Date().getFullYear() - 10}.`,
    ],
    [
      { firstName: 'G', lastName: 'X', yearOfBirth: 1899, nationality: null },
      'Year must be between',
    ],
    [
      { firstName: 'G', lastName: 'X', yearOfBirth: null, nationality: 'x'.repeat(101) },
      'Nationality cannot exceed 100 characters.',
    ],
    [{ firstName: 'G', lastName: 'X', email: 'admin@18xx.be' }, ''],
    [{ firstName: 'G', lastName: 'X', roles: ['ADMIN'] }, ''],
  ];
  for (const [payload, message] of cases) {
    const response = await putMe(member.token, payload);
    assert.equal(response.statusCode, 400, JSON.stringify(payload));
    assert.ok(envelope(response).errorMessage?.includes(message), response.body);
  }
  assert.deepEqual(await userRow(member.id), before, 'nothing changed');
});

test('changing the password needs the current one, signs out the other sessions and keeps this one', async () => {
  const email = 'hugo@18xx.be';
  await createUser(app.db, { email, roles: ['REGISTERED', 'USER'] });
  const here = await loginToken(app, email, MEMBER_PASSWORD);
  const elsewhere = await loginToken(app, email, MEMBER_PASSWORD);
  const change = (token: string, payload: unknown) =>
    call(app, 'POST', '/api/Auth/change-password', { token, payload });

  const wrong = await change(here, {
    currentPassword: 'Not-My-Pass-1!',
    password: 'Newer-Pass-2?',
    confirmPassword: 'Newer-Pass-2?',
  });
  assert.equal(wrong.statusCode, 400);
  assert.equal(envelope(wrong).errorMessage, 'Your current password is not correct.');
  const weak = await change(here, {
    currentPassword: MEMBER_PASSWORD,
    password: 'weak',
    confirmPassword: 'weak',
  });
  assert.equal(weak.statusCode, 400);
  const mismatch = await change(here, {
    currentPassword: MEMBER_PASSWORD,
    password: 'Newer-Pass-2?',
    confirmPassword: 'Newer-Pass-3?',
  });
  assert.equal(envelope(mismatch).errorMessage, 'Passwords do not match.');
  assert.equal((await login(app, email, MEMBER_PASSWORD)).statusCode, 200, 'still the old one');

  const done = await change(here, {
    currentPassword: MEMBER_PASSWORD,
    password: 'Newer-Pass-2?',
    confirmPassword: 'Newer-Pass-2?',
  });
  assert.equal(done.statusCode, 200, done.body);
  const fresh = envelope(done).data as string;
  assert.equal((await call(app, 'GET', '/api/Invoice/mine', { token: fresh })).statusCode, 200);
  assert.equal((await call(app, 'GET', '/api/Invoice/mine', { token: here })).statusCode, 401);
  assert.equal((await call(app, 'GET', '/api/Invoice/mine', { token: elsewhere })).statusCode, 401);
  assert.equal((await login(app, email, MEMBER_PASSWORD)).statusCode, 400);
  assert.equal((await login(app, email, 'Newer-Pass-2?')).statusCode, 200);
});

test('wrong current passwords are limited per account', async () => {
  const member = await signedInUser(app, 'ivy@18xx.be');
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const response = await call(app, 'POST', '/api/Auth/change-password', {
      token: member.token,
      ip: `10.9.0.${i}`,
      payload: {
        currentPassword: `Guess-${i}!`,
        password: 'Newer-Pass-2?',
        confirmPassword: 'Newer-Pass-2?',
      },
    });
    statuses.push(response.statusCode);
  }
  assert.deepEqual(statuses, [...Array<number>(10).fill(400), 429]);
});

test('a new email address is confirmed by a code sent to it; the old address is told', async () => {
  const member = await signedInUser(app, 'jan@18xx.be');
  const convention = await createConvention(app.db, { name: 'Winter 2031', isActive: false });
  const registrationId = await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName: 'Jan',
    lastName: 'Janssens',
    email: 'jan@18xx.be',
  });
  const asked = await call(app, 'POST', '/api/User/me/email', {
    token: member.token,
    payload: { email: 'Jan.New@18xx.be' },
  });
  assert.equal(asked.statusCode, 200, asked.body);
  assert.equal(
    envelope(asked).data,
    'We sent a code to your new address. Enter it here to confirm the change.',
  );
  const code = await lastCodeTo(app, 'jan.new@18xx.be');
  assert.equal((await userRow(member.id)).email, 'jan@18xx.be', 'not changed before the code');

  const wrongCode = code === '000000' ? '111111' : '000000';
  const wrong = await call(app, 'POST', '/api/User/me/email/confirm', {
    token: member.token,
    payload: { code: wrongCode },
  });
  assert.equal(envelope(wrong).errorMessage, 'The code is invalid or has expired.');

  const confirmed = await call(app, 'POST', '/api/User/me/email/confirm', {
    token: member.token,
    payload: { code },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.equal(envelope(confirmed).data, 'Your email address has been changed.');
  assert.equal((await userRow(member.id)).email, 'Jan.New@18xx.be');
  const [registration] = await app.db
    .select({ email: registrations.attendeeEmail })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  assert.equal(registration?.email, 'Jan.New@18xx.be', 'their registration follows');
  const told = await lastMailTo(app, 'jan@18xx.be');
  assert.equal(told.subject, 'Your 18xx Belgium email address was changed');
  assert.match(told.text, /Jan\.New@18xx\.be/);
  assert.equal((await login(app, 'jan.new@18xx.be', MEMBER_PASSWORD)).statusCode, 200);
  assert.equal((await login(app, 'jan@18xx.be', MEMBER_PASSWORD)).statusCode, 400);

  const again = await call(app, 'POST', '/api/User/me/email/confirm', {
    token: member.token,
    payload: { code },
  });
  assert.equal(again.statusCode, 400, 'the code is used up');
});

test("another account's address gets no code, with the same answer; the own address is refused", async () => {
  const member = await signedInUser(app, 'kim@18xx.be');
  await createUser(app.db, { email: 'taken@18xx.be', roles: ['REGISTERED'] });
  const taken = await call(app, 'POST', '/api/User/me/email', {
    token: member.token,
    payload: { email: 'taken@18xx.be' },
  });
  const free = await call(app, 'POST', '/api/User/me/email', {
    token: member.token,
    payload: { email: 'kim.free@18xx.be' },
  });
  assert.equal(taken.body, free.body);
  assert.equal((await mailsTo(app, 'taken@18xx.be')).length, 0);
  const same = await call(app, 'POST', '/api/User/me/email', {
    token: member.token,
    payload: { email: 'KIM@18xx.be' },
  });
  assert.equal(envelope(same).errorMessage, 'This is already your email address.');
});

test("a code sent to one member cannot change another member's address", async () => {
  const lena = await signedInUser(app, 'lena@18xx.be');
  const mo = await signedInUser(app, 'mo@18xx.be');
  await call(app, 'POST', '/api/User/me/email', {
    token: lena.token,
    payload: { email: 'lena.new@18xx.be' },
  });
  const code = await lastCodeTo(app, 'lena.new@18xx.be');
  const stolen = await call(app, 'POST', '/api/User/me/email/confirm', {
    token: mo.token,
    payload: { code },
  });
  assert.equal(stolen.statusCode, 400);
  assert.equal((await userRow(mo.id)).email, 'mo@18xx.be');
  assert.equal((await userRow(lena.id)).email, 'lena@18xx.be');
  const audits = await app.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.actorUserId, lena.id), eq(auditLog.action, 'user.email-change.requested')),
    );
  assert.equal(audits.length, 1);
});
