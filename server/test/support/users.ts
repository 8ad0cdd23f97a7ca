import type { Role } from 'shared-api/contract';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/contexts/accounts/auth/passwords';
import { grantRoles } from '../../src/contexts/accounts/users/grant-roles';
import type { App } from '../../src/app';

export const MEMBER_PASSWORD = 'Member-Pass-1!';

export const createUser = async (
  db: Db,
  { email, roles, password = MEMBER_PASSWORD }: { email: string; roles: Role[]; password?: string },
): Promise<string> => {
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: email.split('@')[0] ?? 'Test',
      lastName: 'Tester',
      passwordHash: await hashPassword(password),
      isEmailConfirmed: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  await grantRoles(db, user.id, roles);
  return user.id;
};

export const login = async (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/Auth/login', payload: { email, password } });

export const loginToken = async (app: App, email: string, password: string): Promise<string> => {
  const response = await login(app, email, password);
  const body = response.json<{ data: unknown }>();
  if (response.statusCode !== 200 || typeof body.data !== 'string') {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return body.data;
};
