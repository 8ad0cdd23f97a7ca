import { DEFAULT_LANGUAGE, type Language } from 'shared-api/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The accounts' languages, by user id; an id without an account is left out. */
export const languagesOf = async (
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, Language>> => {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.language]));
};

/**
 * The language of whoever reads mail at an address: the account's with that email, English when
 * there is none (an attendee registered by someone else, without an account of their own).
 */
export const languageOfEmail = async (db: Db, email: string): Promise<Language> => {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.language ?? DEFAULT_LANGUAGE;
};
