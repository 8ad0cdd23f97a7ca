import type { Language, OwnAccountUpdate, OwnProfile } from 'shared-api/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conventions, registrations, users } from '../../../db/schema';
import { notFound, USER_NOT_FOUND } from './user-errors';

const profileColumns = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  yearOfBirth: users.yearOfBirth,
  nationality: users.nationality,
  language: users.language,
};

/** GET /api/User/me: the member's details as stored, with the language they chose. */
export const getOwnProfile = async (db: Db, userId: string): Promise<OwnProfile> => {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
};

/** The language switch: the account's mails and documents follow it; nothing else changes. */
const chooseLanguage = async (db: Db, userId: string, language: Language) => {
  const [row] = await db
    .update(users)
    .set({ language, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
};

/**
 * The member corrects their own details. Names ride in the login token, so the page refreshes its
 * token afterwards; the token version stays, so no session is signed out.
 *
 * The registration form locks a member's own name to the account's, so the corrected name also
 * reaches their own registration for the active convention (its badge, check-in list line and
 * invoice lines). Past conventions keep the name they were held under; registrations made for
 * someone else keep the name typed for them.
 */
export const updateOwnProfile = async (
  db: Db,
  userId: string,
  update: OwnAccountUpdate,
): Promise<OwnProfile> => {
  if (!('firstName' in update)) return chooseLanguage(db, userId, update.language);
  const profile = update;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...profile, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning(profileColumns);
    if (!row) throw notFound(USER_NOT_FOUND);
    await tx
      .update(registrations)
      .set({
        attendeeFirstName: row.firstName,
        attendeeLastName: row.lastName,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(registrations.userId, userId),
          eq(registrations.registerDifferentPerson, false),
          ne(registrations.status, 'cancelled'),
          inArray(
            registrations.conventionId,
            tx
              .select({ id: conventions.id })
              .from(conventions)
              .where(eq(conventions.isActive, true)),
          ),
        ),
      );
    return row;
  });
};
