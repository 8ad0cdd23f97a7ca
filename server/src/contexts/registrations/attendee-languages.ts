import type { AdminRegistration, Language } from 'shared-api/contract';
import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Each registration's reader's language, by registration id: the attendee's account's, else
 * (an attendee without an account) the language of the member who registered them.
 */
export const attendeeLanguages = async (
  db: Db,
  rows: readonly Pick<AdminRegistration, 'id' | 'attendeeEmail' | 'registeredBy'>[],
): Promise<Record<string, Language>> => {
  if (rows.length === 0) return {};
  const emails = [...new Set(rows.map((r) => r.attendeeEmail.toLowerCase()))];
  const ids = [...new Set(rows.map((r) => r.registeredBy.userId))];
  const found = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})`, language: users.language })
    .from(users)
    .where(or(inArray(sql`lower(${users.email})`, emails), inArray(users.id, ids)));
  const byEmail = new Map(found.map((u) => [u.email, u.language]));
  const byId = new Map(found.map((u) => [u.id, u.language]));
  return Object.fromEntries(
    rows.map((r) => [
      r.id,
      byEmail.get(r.attendeeEmail.toLowerCase()) ?? byId.get(r.registeredBy.userId) ?? 'en',
    ]),
  );
};
