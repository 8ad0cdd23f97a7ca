import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { grantRoles } from '../src/contexts/accounts/users/grant-roles';
import { call, signUpPayload, type EnvelopeBody } from './support/accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';

// Every Auth and User call times every kind of caller.
const { app } = await startTestApp();

const CALLERS = ['anonymous', 'unvalidated', 'validated', 'user', 'suspended', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

const createCaller = async (
  email: string,
  roles: Parameters<typeof grantRoles>[2],
  confirmed = true,
) => {
  const id = await createUser(app.db, { email, roles: [...roles] });
  if (!confirmed)
    await app.db.update(users).set({ isEmailConfirmed: false }).where(eq(users.id, id));
  return loginToken(app, email, MEMBER_PASSWORD);
};

const tokens: Record<Caller, string | undefined> = {
  anonymous: undefined,
  unvalidated: await createCaller('unvalidated@example.be', ['REGISTERED'], false),
  validated: await createCaller('validated@example.be', ['REGISTERED']),
  user: await createCaller('user@example.be', ['REGISTERED', 'USER']),
  suspended: await createCaller('suspended@example.be', ['REGISTERED', 'USER']),
  admin: await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD),
};
const [suspendedRow] = await app.db
  .select()
  .from(users)
  .where(eq(users.email, 'suspended@example.be'));
await grantRoles(app.db, suspendedRow!.id, ['SUSPENDED']);
const targetId = await createUser(app.db, { email: 'target@example.be', roles: ['REGISTERED'] });

const ANON = 'Authentication required.';
const FORBIDDEN = 'You do not have permission to perform this action.';
const SUSPENDED = 'Your account has been suspended.';
/** A refusal, or any status for "let through to the rules" (then 401 and 403 must not come). */
type Expectation = [number, string] | 'through';

const adminOnly: Record<Caller, Expectation> = {
  anonymous: [401, ANON],
  unvalidated: [403, FORBIDDEN],
  validated: [403, FORBIDDEN],
  user: [403, FORBIDDEN],
  suspended: [403, SUSPENDED],
  admin: 'through',
};
const signedIn: Record<Caller, Expectation> = {
  anonymous: [401, ANON],
  unvalidated: 'through',
  validated: 'through',
  user: 'through',
  suspended: [403, SUSPENDED],
  admin: 'through',
};
const anyone: Record<Caller, Expectation> = Object.fromEntries(
  CALLERS.map((c) => [c, 'through']),
) as Record<Caller, Expectation>;

let serial = 0;
const CALLS: {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: () => string;
  payload?: () => unknown;
  expect: Record<Caller, Expectation>;
}[] = [
  {
    name: 'register',
    method: 'POST',
    url: () => '/api/Auth/register',
    payload: () => signUpPayload(`matrix${(serial += 1)}@example.be`),
    expect: anyone,
  },
  {
    name: 'validate-email',
    method: 'GET',
    url: () => '/api/Auth/validate-email?token=000000',
    expect: signedIn,
  },
  {
    name: 'resend-validation-email',
    method: 'POST',
    url: () => '/api/Auth/resend-validation-email',
    expect: signedIn,
  },
  {
    name: 'refresh',
    method: 'POST',
    url: () => '/api/Auth/refresh',
    expect: signedIn,
  },
  {
    name: 'request-password-reset',
    method: 'POST',
    url: () => '/api/Auth/request-password-reset',
    payload: () => ({ email: `reset${(serial += 1)}@example.be` }),
    expect: anyone,
  },
  {
    name: 'reset-password',
    method: 'POST',
    url: () => '/api/Auth/reset-password',
    payload: () => ({
      token: 'ZZZZ-ZZZZ-ZZZZ',
      password: 'New-Pass-1!',
      confirmPassword: 'New-Pass-1!',
    }),
    expect: anyone,
  },
  { name: 'list users', method: 'GET', url: () => '/api/User', expect: adminOnly },
  { name: 'list groups', method: 'GET', url: () => '/api/User/groups', expect: adminOnly },
  {
    name: 'add to group',
    method: 'POST',
    url: () => `/api/User/${targetId}/groups/1`,
    expect: adminOnly,
  },
  {
    name: 'remove from group',
    method: 'DELETE',
    url: () => `/api/User/${targetId}/groups/1`,
    expect: adminOnly,
  },
  {
    name: 'approve',
    method: 'POST',
    url: () => `/api/User/${targetId}/approve`,
    expect: adminOnly,
  },
  {
    name: 'suspend',
    method: 'POST',
    url: () => `/api/User/${targetId}/suspend`,
    expect: adminOnly,
  },
  {
    name: 'reactivate',
    method: 'POST',
    url: () => `/api/User/${targetId}/reactivate`,
    expect: adminOnly,
  },
  {
    name: 'validate email (admin)',
    method: 'POST',
    url: () => `/api/User/${targetId}/validate-email`,
    expect: adminOnly,
  },
  {
    name: 'multi-registration flag',
    method: 'GET',
    url: () => `/api/User/setcanregistermultipleusers/${targetId}/true`,
    expect: adminOnly,
  },
];

for (const route of CALLS) {
  test(`${route.method} ${route.name}: who may call`, async () => {
    for (const caller of CALLERS) {
      const response = await call(app, route.method, route.url(), {
        token: tokens[caller],
        payload: route.payload?.(),
        ip: `10.9.${CALLERS.indexOf(caller)}.${(serial += 1) % 250}`,
      });
      const expected = route.expect[caller];
      const label = `${route.name} as ${caller}: ${response.statusCode} ${response.body}`;
      if (expected === 'through') {
        assert.ok(![401, 403].includes(response.statusCode), label);
        assert.ok(response.statusCode < 500, label);
      } else {
        assert.equal(response.statusCode, expected[0], label);
        assert.equal(response.json<EnvelopeBody>().errorMessage, expected[1], label);
      }
    }
  });
}

test('signed-in Auth calls give each kind of caller its own answer', async () => {
  const validate = (caller: Caller) =>
    call(app, 'GET', '/api/Auth/validate-email?token=000000', { token: tokens[caller] });
  const message = async (caller: Caller) =>
    (await validate(caller)).json<EnvelopeBody>().errorMessage;
  assert.match(String(await message('unvalidated')), /invalid or has expired|Too many/);
  for (const caller of ['validated', 'user', 'admin'] as const) {
    assert.equal(await message(caller), 'Your email address has already been validated.');
  }
});
