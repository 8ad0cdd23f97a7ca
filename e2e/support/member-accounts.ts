import type { APIRequestContext } from '@playwright/test';
import { admin, type Credentials } from './accounts';
import { waitForCode } from './mailbox';

type Envelope<T> = { result: number; errorMessage: string | null; data: T };

export interface NewMember extends Credentials {
  firstName: string;
  lastName: string;
  fullName: string;
}

/** Four random letters: names stay words, and no two people of a run share one. */
const letters = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/**
 * A person nobody has signed up yet. The e2e database is fresh; the email suffix and the last
 * name keep a retry's person apart from the first attempt's, whose rows are still listed.
 */
export const newPerson = (firstName: string, lastName = `Tester-${letters()}`): NewMember => {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `${firstName.toLowerCase()}.${suffix}@example.com`,
    password: 'Member#2026-e2e',
  };
};

const call = async <T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  { token, data }: { token?: string; data?: unknown } = {},
): Promise<T> => {
  const response = await request.fetch(url, {
    method,
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok() || body.result !== 0) {
    throw new Error(`${method} ${url}: HTTP ${response.status()} ${body.errorMessage}`);
  }
  return body.data;
};

/** Only the two login fields: the server refuses unknown ones. */
export const credentialsOf = ({ email, password }: Credentials): Credentials => ({
  email,
  password,
});

export const loginToken = (request: APIRequestContext, credentials: Credentials) =>
  call<string>(request, 'POST', '/api/Auth/login', { data: credentialsOf(credentials) });

/** Signs someone up and validates the emailed code through the API: they now await approval. */
export async function createValidatedApplicant(
  request: APIRequestContext,
  firstName: string,
): Promise<NewMember> {
  const member = newPerson(firstName);
  const { fullName: _fullName, ...signUp } = member;
  await call(request, 'POST', '/api/Auth/register', {
    data: { ...signUp, confirmPassword: member.password, yearOfBirth: null, nationality: null },
  });
  const code = await waitForCode(member.email, { subject: /validation/i });
  const memberToken = await loginToken(request, member);
  await call(request, 'GET', `/api/Auth/validate-email?token=${encodeURIComponent(code)}`, {
    token: memberToken,
  });
  return member;
}

/**
 * Signs a member up, validates the emailed code and has the admin approve the account, all through
 * the API: for the specs whose subject comes after that.
 */
export async function createApprovedMember(
  request: APIRequestContext,
  firstName: string,
): Promise<NewMember> {
  const member = await createValidatedApplicant(request, firstName);
  const adminToken = await loginToken(request, admin);
  const users = await call<{ id: string; email: string }[]>(request, 'GET', '/api/User', {
    token: adminToken,
  });
  const id = users.find((user) => user.email === member.email)?.id;
  if (!id) throw new Error(`${member.email} is not in the user list`);
  await call(request, 'POST', `/api/User/${id}/approve`, { token: adminToken });
  return member;
}
