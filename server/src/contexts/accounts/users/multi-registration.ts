import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { parseUserId } from './target-user';
import { notFound, USER_NOT_FOUND } from './user-errors';

export const PERMISSION_UPDATED = 'User permission updated successfully.';

/**
 * Sets "may register someone else" in any account state. Not a role: the server reads the flag
 * from the database, so tokens stay valid and the member's menu follows at the next login.
 */
export const setCanRegisterMultiple = async (
  db: Db,
  userId: string,
  allowed: boolean,
): Promise<string> => {
  const [row] = await db
    .update(users)
    .set({ canRegisterMultiplePlayers: allowed, updatedAt: sql`now()` })
    .where(eq(users.id, parseUserId(userId)))
    .returning({ id: users.id });
  if (!row) throw notFound(USER_NOT_FOUND);
  return row.id;
};
