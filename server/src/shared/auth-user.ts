import type { Language } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedFor } from '../db/prepared';
import { users } from '../db/schema';

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
  /** What the server writes to them is in this language: mails, documents, messages. */
  language: Language;
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
  language: users.language,
  tokenVersion: users.tokenVersion,
  passwordHash: users.passwordHash,
  roles: roleNames,
};

// Whether the token was revoked by a logout, in the same round trip as the user.
const tokenRevoked = sql<boolean>`exists (
  select 1 from revoked_tokens rt where rt.token_id = ${sql.placeholder('tokenId')}
)`;

// The auth hook's query, on every signed-in request.
const callerById = preparedFor((db) =>
  db
    .select({ ...columns, tokenRevoked })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_caller'),
);

/** The user a token names, and whether that token was revoked; null when the user is gone. */
export const findCaller = async (
  db: Db,
  { userId, tokenId }: { userId: string; tokenId: string },
): Promise<{ user: AuthUser; tokenRevoked: boolean } | null> => {
  const [row] = await callerById(db).execute({ id: userId, tokenId });
  if (!row) return null;
  const { passwordHash: _hash, tokenRevoked: revoked, ...user } = row;
  return { user, tokenRevoked: revoked };
};

export const findUserByEmail = async (db: Db, email: string): Promise<UserWithPassword | null> => {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
};
