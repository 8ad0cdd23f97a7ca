import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, emailChangeUndos, emailCodes, registrations, users } from '../src/db/schema';
import { call, type EnvelopeBody } from './support/accounts';
import { lastCodeTo, lastMailTo, mailsTo } from './support/mail';
import { insertRegistration } from './support/messaging';
import { createConvention, signedInUser } from './support/registration-fixtures';
import { pdfText } from './support/pdf-text';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
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
    language: 'en',
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

test("a corrected name reaches the member's own registration for the active convention, and only that", async () => {
  const member = await signedInUser(app, 'hanna@18xx.be');
  const active = await createConvention(app.db, { name: 'Spring 2031' });
  const past = await createConvention(app.db, { name: 'Winter 2030', isActive: false });
  const register = (conventionId: number, registerDifferentPerson = false, firstName = 'Hanna') =>
    insertRegistration(app.db, {
      conventionId,
      userId: member.id,
      firstName,
      lastName: 'Peeters',
      email: registerDifferentPerson ? 'brother@example.com' : 'hanna@18xx.be',
      registerDifferentPerson,
    });
  const own = await register(active.id);
  const forBrother = await register(active.id, true, 'Jonas');
  const before = await register(past.id);
  const saved = await putMe(member.token, {
    firstName: 'Hanna',
    lastName: 'Peeters-Wouters',
    yearOfBirth: 1990,
    nationality: 'Belgian',
  });
  assert.equal(saved.statusCode, 200, saved.body);
  const nameOf = async (id: string) => {
    const [row] = await app.db
      .select({ first: registrations.attendeeFirstName, last: registrations.attendeeLastName })
      .from(registrations)
      .where(eq(registrations.id, id));
    return `${row?.first} ${row?.last}`;
  };
  assert.equal(await nameOf(own), 'Hanna Peeters-Wouters');
  assert.equal(await nameOf(forBrother), 'Jonas Peeters', 'a name typed for someone else stays');
  assert.equal(await nameOf(before), 'Hanna Peeters', 'a past convention keeps its record');

  // What the door sees: the check-in list of the active convention prints the new name.
  const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const list = await app.inject({
    method: 'GET',
    url: `/api/Registration/admin/checkin-list?conventionId=${active.id}`,
    headers: { authorization: `Bearer ${adminToken}` },
  });
  assert.equal(list.statusCode, 200);
  const text = (await pdfText(list.rawPayload)).join('\n');
  assert.ok(text.includes('Peeters-Wouters, Hanna'), text);
  assert.ok(!text.includes('Peeters, Hanna'), text);
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
    payload: { email: 'Jan.New@18xx.be', currentPassword: MEMBER_PASSWORD },
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
    payload: { email: 'taken@18xx.be', currentPassword: MEMBER_PASSWORD },
  });
  const free = await call(app, 'POST', '/api/User/me/email', {
    token: member.token,
    payload: { email: 'kim.free@18xx.be', currentPassword: MEMBER_PASSWORD },
  });
  assert.equal(taken.body, free.body);
  assert.equal((await mailsTo(app, 'taken@18xx.be')).length, 0);
  const same = await call(app, 'POST', '/api/User/me/email', {
    token: member.token,
    payload: { email: 'KIM@18xx.be', currentPassword: MEMBER_PASSWORD },
  });
  assert.equal(envelope(same).errorMessage, 'This is already your email address.');
});

test("a code sent to one member cannot change another member's address", async () => {
  const lena = await signedInUser(app, 'lena@18xx.be');
  const mo = await signedInUser(app, 'mo@18xx.be');
  await call(app, 'POST', '/api/User/me/email', {
    token: lena.token,
    payload: { email: 'lena.new@18xx.be', currentPassword: MEMBER_PASSWORD },
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

// Each change from an address of its own: the per-address limit on codes is not what is tested.
let changes = 0;

/** Asks for and confirms a change of the member's address. */
const changeEmail = async (member: { token: string }, to: string) => {
  changes += 1;
  const asked = await call(app, 'POST', '/api/User/me/email', {
    token: member.token,
    payload: { email: to, currentPassword: MEMBER_PASSWORD },
    ip: `198.51.100.${changes}`,
  });
  assert.equal(asked.statusCode, 200, asked.body);
  const confirmed = await call(app, 'POST', '/api/User/me/email/confirm', {
    token: member.token,
    payload: { code: await lastCodeTo(app, to) },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
};

const undoTokenIn = (text: string): string => {
  const match = /\/undo-email-change\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no undo link in: ${text}`);
  return match[1];
};

const undo = (token: string) => call(app, 'POST', '/api/User/email/undo', { payload: { token } });

test('a wrong current password changes nothing: no code is sent, the address stays', async () => {
  const member = await signedInUser(app, 'nora@18xx.be');
  for (const currentPassword of ['Not-The-Password-1', '']) {
    const refused = await call(app, 'POST', '/api/User/me/email', {
      token: member.token,
      payload: { email: 'nora.new@18xx.be', currentPassword },
      ip: '203.0.113.50',
    });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(
      envelope(refused).errorMessage,
      currentPassword
        ? 'Your current password is not correct.'
        : 'Please enter your current password.',
    );
  }
  const withoutPassword = await call(app, 'POST', '/api/User/me/email', {
    token: member.token,
    payload: { email: 'nora.new@18xx.be' },
    ip: '203.0.113.50',
  });
  assert.equal(withoutPassword.statusCode, 400);
  assert.equal((await mailsTo(app, 'nora.new@18xx.be')).length, 0, 'no code sent');
  const codes = await app.db.select().from(emailCodes).where(eq(emailCodes.userId, member.id));
  assert.equal(codes.length, 0);
  assert.equal((await userRow(member.id)).email, 'nora@18xx.be');
});

test('the old address is mailed a link that undoes the change once, without signing in', async () => {
  const member = await signedInUser(app, 'olga@18xx.be');
  const convention = await createConvention(app.db, { name: 'Winter 2032', isActive: false });
  const registrationId = await insertRegistration(app.db, {
    conventionId: convention.id,
    userId: member.id,
    firstName: 'Olga',
    lastName: 'Tester',
    email: 'olga@18xx.be',
  });
  await changeEmail(member, 'intruder@example.com');
  const told = await lastMailTo(app, 'olga@18xx.be');
  assert.equal(told.subject, 'Your 18xx Belgium email address was changed');
  assert.match(told.text, /undo it with this link within 7 days, without signing in/);
  assert.match(told.text, /Contact Us: https:\/\/club\.example\/contact-us/);
  assert.doesNotMatch(told.text, /contact the organisers at once/);
  const token = undoTokenIn(told.text);
  const stored = await app.db
    .select()
    .from(emailChangeUndos)
    .where(eq(emailChangeUndos.userId, member.id));
  assert.equal(stored.length, 1);
  assert.notEqual(stored[0]?.tokenHash, token, 'only the hash is kept');

  const undone = await undo(token);
  assert.equal(undone.statusCode, 200, undone.body);
  assert.equal(
    envelope(undone).data,
    "The change is undone: your account's email address is olga@18xx.be again, and every device has been signed out. If you did not make the change, reset your password now.",
  );
  assert.equal((await userRow(member.id)).email, 'olga@18xx.be');
  const [registration] = await app.db
    .select({ email: registrations.attendeeEmail })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  assert.equal(registration?.email, 'olga@18xx.be', 'the registration follows back');
  const signedOut = await call(app, 'GET', '/api/User/me/notifications', { token: member.token });
  assert.equal(signedOut.statusCode, 401, 'the session from before is signed out');
  assert.equal((await login(app, 'olga@18xx.be', MEMBER_PASSWORD)).statusCode, 200);
  assert.equal((await login(app, 'intruder@example.com', MEMBER_PASSWORD)).statusCode, 400);

  const again = await undo(token);
  assert.equal(again.statusCode, 400);
  assert.equal(
    envelope(again).errorMessage,
    'This link is invalid, has expired or has already been used.',
  );
  assert.equal((await undo('made-up-token')).statusCode, 400);
});

test('the undo link works for 7 days and not after', async () => {
  const member = await signedInUser(app, 'piet@18xx.be');
  await changeEmail(member, 'piet.new@18xx.be');
  const token = undoTokenIn((await lastMailTo(app, 'piet@18xx.be')).text);
  const [row] = await app.db
    .select({
      days: sql<number>`extract(epoch from ${emailChangeUndos.expiresAt} - ${emailChangeUndos.createdAt}) / 86400`,
    })
    .from(emailChangeUndos)
    .where(eq(emailChangeUndos.userId, member.id));
  assert.equal(Math.round(Number(row?.days)), 7);
  // Seven days and a minute later.
  await app.db
    .update(emailChangeUndos)
    .set({
      createdAt: sql`now() - interval '7 days 1 minute'`,
      expiresAt: sql`now() - interval '1 minute'`,
    })
    .where(eq(emailChangeUndos.userId, member.id));
  const late = await undo(token);
  assert.equal(late.statusCode, 400);
  assert.equal((await userRow(member.id)).email, 'piet.new@18xx.be', 'nothing changes');
});

test('a second change does not void the first undo link, which undoes to the first address', async () => {
  const member = await signedInUser(app, 'quinten@18xx.be');
  await changeEmail(member, 'q2@example.com');
  const first = undoTokenIn((await lastMailTo(app, 'quinten@18xx.be')).text);
  await changeEmail(member, 'q3@example.com');
  const second = undoTokenIn((await lastMailTo(app, 'q2@example.com')).text);
  assert.equal((await undo(first)).statusCode, 200);
  assert.equal((await userRow(member.id)).email, 'quinten@18xx.be');
  assert.equal((await undo(second)).statusCode, 400, 'the other links of the account are void');
  assert.equal((await userRow(member.id)).email, 'quinten@18xx.be');
});

test('erasing the account forgets its undo links and the addresses they hold', async () => {
  const member = await signedInUser(app, 'rik@18xx.be');
  await changeEmail(member, 'rik.new@18xx.be');
  const token = undoTokenIn((await lastMailTo(app, 'rik@18xx.be')).text);
  const fresh = await loginToken(app, 'rik.new@18xx.be', MEMBER_PASSWORD);
  const erased = await call(app, 'POST', '/api/User/me/delete', {
    token: fresh,
    payload: { password: MEMBER_PASSWORD },
  });
  assert.equal(erased.statusCode, 200, erased.body);
  const left = await app.db
    .select()
    .from(emailChangeUndos)
    .where(eq(emailChangeUndos.userId, member.id));
  assert.equal(left.length, 0);
  assert.equal((await undo(token)).statusCode, 400);
});
