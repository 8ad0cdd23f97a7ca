import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, emailCodes, users } from '../src/db/schema';
import {
  call,
  signUp,
  signUpPayload,
  SIGN_UP_PASSWORD,
  type EnvelopeBody,
} from './support/accounts';
import { lastMailTo } from './support/mail';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);
const [adminRow] = await app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
const adminId = adminRow!.id;

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, token = adminToken) =>
  call(app, method, url, { token });
const expectOk = async (
  response: Promise<{ statusCode: number; json: () => unknown }>,
  message: string,
) => {
  const r = await response;
  assert.deepEqual(r.json(), { result: 0, errorMessage: null, data: message });
  assert.equal(r.statusCode, 200);
};
const expectRefused = async (
  response: Promise<{ statusCode: number; json: () => unknown }>,
  status: number,
  message: string,
) => {
  const r = await response;
  assert.deepEqual(r.json(), { result: 1, errorMessage: message, data: null });
  assert.equal(r.statusCode, status);
};
const rolesOf = async (userId: string) => {
  const list = (await admin('GET', '/api/User')).json<{
    data: { id: string; roles: { name: string }[] }[];
  }>();
  return (
    list.data
      .find((u) => u.id === userId)
      ?.roles.map((r) => r.name)
      .sort() ?? []
  );
};
const userRow = async (id: string) =>
  (await app.db.select().from(users).where(eq(users.id, id)))[0]!;
const audited = async (action: string, targetId: string) =>
  (
    await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
  ).length;

/** A fresh sign-up, optionally with its email confirmed by the admin. */
const newcomer = async (email: string, { confirmed = false } = {}) => {
  await signUp(app, signUpPayload(email));
  const [row] = await app.db.select().from(users).where(eq(users.email, email));
  if (confirmed) await admin('POST', `/api/User/${row!.id}/validate-email`);
  return row!.id;
};

test('groups: seeded list, add and remove with the SPEC messages and clear refusals', async () => {
  const groups = (await admin('GET', '/api/User/groups')).json<{
    data: { id: number; name: string }[];
  }>().data;
  assert.deepEqual(
    groups.map((g) => g.name),
    ['Game Teachers', 'Organisers', 'Volunteers'],
  );
  const userId = await createUser(app.db, {
    email: 'gina@example.be',
    roles: ['REGISTERED', 'USER'],
  });
  const group = groups[0]!;
  const url = `/api/User/${userId}/groups/${group.id}`;
  await expectOk(admin('POST', url), 'User added to group successfully.');
  await expectRefused(admin('POST', url), 400, 'This user is already in this group.');
  const list = (await admin('GET', '/api/User')).json<{
    data: { id: string; groups: unknown[] }[];
  }>();
  assert.deepEqual(list.data.find((u) => u.id === userId)?.groups, [group]);
  await expectOk(admin('DELETE', url), 'User removed from group successfully.');
  await expectRefused(admin('DELETE', url), 400, 'This user is not in this group.');
  await expectRefused(admin('POST', `/api/User/${userId}/groups/99999`), 404, 'Group not found.');
  await expectRefused(admin('POST', `/api/User/${userId}/groups/abc`), 404, 'Group not found.');
  await expectRefused(
    admin('POST', `/api/User/00000000-0000-4000-8000-000000000000/groups/${group.id}`),
    404,
    'User not found.',
  );
  assert.equal(await audited('user.group.added', userId), 1);
  assert.equal(await audited('user.group.removed', userId), 1);
});

test('approve: only a confirmed, not suspended, not yet approved account; mails the member', async () => {
  const unconfirmed = await newcomer('una@example.be');
  await expectRefused(
    admin('POST', `/api/User/${unconfirmed}/approve`),
    400,
    'This user has not validated their email address yet. Validate it first.',
  );
  assert.deepEqual(await rolesOf(unconfirmed), ['REGISTERED']);

  const userId = await newcomer('abel@example.be', { confirmed: true });
  const token = await loginToken(app, 'abel@example.be', SIGN_UP_PASSWORD);
  await expectOk(admin('POST', `/api/User/${userId}/approve`), 'User approved successfully.');
  assert.deepEqual(await rolesOf(userId), ['REGISTERED', 'USER']);
  await expectRefused(
    admin('POST', `/api/User/${userId}/approve`),
    400,
    'This user is already approved.',
  );
  await expectRefused(
    admin('POST', `/api/User/${adminId}/approve`),
    400,
    'This user is already approved.',
  );
  // The member's token stays valid: its refresh carries USER (session-refresh.test.ts).
  assert.equal((await call(app, 'GET', '/api/Inbox', { token })).statusCode, 200);
  const mail = await lastMailTo(app, 'abel@example.be');
  assert.equal(mail.subject, 'Your 18xx Belgium account has been approved');
  assert.equal(await audited('user.approved', userId), 1);

  const suspended = await newcomer('sid@example.be', { confirmed: true });
  await admin('POST', `/api/User/${suspended}/suspend`);
  await expectRefused(
    admin('POST', `/api/User/${suspended}/approve`),
    400,
    'A suspended user cannot be approved. Reactivate the account first.',
  );
  await expectRefused(admin('POST', '/api/User/not-a-uuid/approve'), 404, 'User not found.');
});

test("suspend: the member's next request is refused with 403; not oneself, not twice", async () => {
  const userId = await createUser(app.db, {
    email: 'mona@example.be',
    roles: ['REGISTERED', 'USER'],
  });
  const token = await loginToken(app, 'mona@example.be', MEMBER_PASSWORD);
  const before = await userRow(userId);
  await expectOk(admin('POST', `/api/User/${userId}/suspend`), 'User suspended successfully.');
  assert.deepEqual(await rolesOf(userId), ['REGISTERED', 'SUSPENDED', 'USER']);
  await expectRefused(
    call(app, 'POST', '/api/Auth/resend-validation-email', { token }),
    403,
    'Your account has been suspended.',
  );
  assert.equal((await userRow(userId)).tokenVersion, before.tokenVersion);
  await expectRefused(
    admin('POST', `/api/User/${userId}/suspend`),
    400,
    'This user is already suspended.',
  );
  await expectRefused(
    admin('POST', `/api/User/${adminId}/suspend`),
    400,
    'You cannot suspend your own account.',
  );
  assert.equal(await audited('user.suspended', userId), 1);
});

test('reactivate: only a suspended account; restores its roles and the tokens work again', async () => {
  const userId = await createUser(app.db, {
    email: 'rob@example.be',
    roles: ['REGISTERED', 'USER'],
  });
  await expectRefused(
    admin('POST', `/api/User/${userId}/reactivate`),
    400,
    'This user is not suspended.',
  );
  await admin('POST', `/api/User/${userId}/suspend`);
  const suspendedToken = await loginToken(app, 'rob@example.be', MEMBER_PASSWORD);
  await expectOk(admin('POST', `/api/User/${userId}/reactivate`), 'User reactivated successfully.');
  assert.deepEqual(await rolesOf(userId), ['REGISTERED', 'USER']);
  assert.equal((await call(app, 'GET', '/api/Inbox', { token: suspendedToken })).statusCode, 200);
  assert.equal(await audited('user.reactivated', userId), 1);
});

test('an admin can suspend another admin, whose old token loses admin access at once', async () => {
  const otherId = await createUser(app.db, {
    email: 'ada@example.be',
    roles: ['REGISTERED', 'USER', 'ADMIN'],
  });
  const otherToken = await loginToken(app, 'ada@example.be', MEMBER_PASSWORD);
  assert.equal((await admin('GET', '/api/User', otherToken)).statusCode, 200);
  await expectOk(admin('POST', `/api/User/${otherId}/suspend`), 'User suspended successfully.');
  await expectRefused(
    admin('GET', '/api/User', otherToken),
    403,
    'Your account has been suspended.',
  );
  await expectOk(
    admin('POST', `/api/User/${otherId}/reactivate`),
    'User reactivated successfully.',
  );
});

test('two admins suspending each other at once: one wins, an active admin always remains', async () => {
  const other = await startTestApp();
  const [seedRow] = await other.app.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  const ids = await Promise.all(
    ['anton@example.be', 'xavi@example.be'].map((email) =>
      createUser(other.app.db, { email, roles: ['REGISTERED', 'USER', 'ADMIN'] }),
    ),
  );
  const [antonToken, xaviToken] = await Promise.all(
    ['anton@example.be', 'xavi@example.be'].map((email) =>
      loginToken(other.app, email, MEMBER_PASSWORD),
    ),
  );
  const suspend = (token: string | undefined, id: string | undefined) =>
    call(other.app, 'POST', `/api/User/${id}/suspend`, { token });
  assert.equal((await suspend(antonToken, seedRow!.id)).statusCode, 200);

  const answers = await Promise.all([suspend(antonToken, ids[1]), suspend(xaviToken, ids[0])]);
  const outcomes = answers.map((r) => r.json<EnvelopeBody>().errorMessage ?? 'ok').sort();
  assert.equal(outcomes.filter((o) => o === 'ok').length, 1, String(outcomes));
  assert.ok(
    [
      'You cannot suspend the last active administrator.',
      'Your account has been suspended.',
    ].includes(outcomes.find((o) => o !== 'ok') ?? ''),
    String(outcomes),
  );
  const stillAdmin = await Promise.all(
    [antonToken, xaviToken].map(
      async (token) => (await call(other.app, 'GET', '/api/User/groups', { token })).statusCode,
    ),
  );
  assert.deepEqual(stillAdmin.sort(), [200, 403]);
});

test('validate email (admin): only an unconfirmed address; voids the emailed code', async () => {
  const userId = await newcomer('eva@example.be');
  const token = await loginToken(app, 'eva@example.be', SIGN_UP_PASSWORD);
  await expectOk(
    admin('POST', `/api/User/${userId}/validate-email`),
    'User email validated successfully.',
  );
  assert.equal((await userRow(userId)).isEmailConfirmed, true);
  const live = await app.db.select().from(emailCodes).where(eq(emailCodes.userId, userId));
  assert.ok(live.every((c) => c.usedAt !== null));
  // The member stays signed in; their address is now validated.
  await expectRefused(
    call(app, 'POST', '/api/Auth/resend-validation-email', { token }),
    400,
    'Your email address has already been validated.',
  );
  await expectRefused(
    admin('POST', `/api/User/${userId}/validate-email`),
    400,
    "This user's email address is already validated.",
  );
  assert.equal(await audited('user.email-validated', userId), 1);
});

test('multi-registration flag: set either way by a GET, in any state, not a role', async () => {
  const userId = await createUser(app.db, {
    email: 'max@example.be',
    roles: ['REGISTERED', 'USER'],
  });
  const token = await loginToken(app, 'max@example.be', MEMBER_PASSWORD);
  const url = (allowed: string) => `/api/User/setcanregistermultipleusers/${userId}/${allowed}`;
  await expectOk(admin('GET', url('true')), 'User permission updated successfully.');
  assert.equal((await userRow(userId)).canRegisterMultiplePlayers, true);
  await expectOk(admin('GET', url('False')), 'User permission updated successfully.');
  assert.equal((await userRow(userId)).canRegisterMultiplePlayers, false);
  await expectRefused(admin('GET', url('maybe')), 400, 'allowed must be true or false.');
  await expectRefused(
    admin('GET', '/api/User/setcanregistermultipleusers/00000000-0000-4000-8000-000000000000/true'),
    404,
    'User not found.',
  );
  // The member's token stays valid.
  assert.equal(
    (await call(app, 'POST', '/api/Auth/resend-validation-email', { token })).statusCode,
    400,
  );
  assert.equal(await audited('user.multi-registration.changed', userId), 2);
});

test('a demoted admin keeps a valid token but loses admin calls on the next request', async () => {
  const userId = await createUser(app.db, {
    email: 'dina@example.be',
    roles: ['REGISTERED', 'USER', 'ADMIN'],
  });
  const token = await loginToken(app, 'dina@example.be', MEMBER_PASSWORD);
  assert.equal((await admin('GET', '/api/User/groups', token)).statusCode, 200);
  const { revokeRole } = await import('../src/contexts/accounts/users/role-changes');
  await revokeRole(app.db, userId, 'ADMIN');
  await expectRefused(
    admin('GET', '/api/User/groups', token),
    403,
    'You do not have permission to perform this action.',
  );
});
