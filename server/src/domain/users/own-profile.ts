import type { OwnProfile, ProfileUpdate } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound, USER_NOT_FOUND } from './user-errors';

const profileColumns = {
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  yearOfBirth: users.yearOfBirth,
  nationality: users.nationality,
};

/**
 * The member corrects their own details. Names ride in the login token, so the page refreshes its
 * token afterwards; the token version stays, so no session is signed out.
 */
export const updateOwnProfile = async (
  db: Db,
  userId: string,
  profile: ProfileUpdate,
): Promise<OwnProfile> => {
  const [row] = await db
    .update(users)
    .set({ ...profile, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
};
