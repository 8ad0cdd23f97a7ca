import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { users } from '../../db/schema';

/** A user as the server knows them on a request: read from the database, never from the token. */
export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  isEmailConfirmed: boolean;
  canRegisterMultiplePlayers: boolean;
  yearOfBirth: number | null;
  nationality: string | null;
  tokenVersion: number;
}

export interface UserWithPassword extends AuthUser {
  passwordHash: string;
}

// In the same query as the user: the auth hook reads a user on every request. Plain SQL, as Drizzle
// leaves a one-table select's columns unqualified and the subquery's names would clash.
const roleNames = sql<string[]>`coalesce((
  select array_agg(r.name order by r.name)
  from user_roles ur inner join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id"
), '{}')`;

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isEmailConfirmed: users.isEmailConfirmed,
  canRegisterMultiplePlayers: users.canRegisterMultiplePlayers,
  yearOfBirth: users.yearOfBirth,
  nationality: users.nationality,
  tokenVersion: users.tokenVersion,
  passwordHash: users.passwordHash,
  roles: roleNames,
};

// The auth hook's query, on every signed-in request.
const userById = preparedFor((db) =>
  db
    .select(columns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user_by_id'),
);

export const findUserById = async (db: Db, id: string): Promise<AuthUser | null> => {
  const [row] = await userById(db).execute({ id });
  if (!row) return null;
  const { passwordHash: _hash, ...user } = row;
  return user;
};

export const findUserByEmail = async (db: Db, email: string): Promise<UserWithPassword | null> => {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
};
