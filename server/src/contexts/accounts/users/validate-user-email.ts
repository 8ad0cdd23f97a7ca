import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { voidCode } from '../auth/email-codes';
import { lockTargetUser, type TargetUser } from './target-user';
import { refused } from './user-errors';

export const USER_EMAIL_VALIDATED = 'User email validated successfully.';
export const EMAIL_ALREADY_CONFIRMED = "This user's email address is already validated.";

/**
 * An admin confirms an unconfirmed address by hand; the emailed code stops working. The member
 * stays signed in: POST /api/Auth/refresh gives their pages the confirmed address.
 */
export const validateUserEmail = async (db: Db, userId: string): Promise<TargetUser> =>
  db.transaction(async (tx) => {
    const user = await lockTargetUser(tx, userId);
    if (user.isEmailConfirmed) throw refused(EMAIL_ALREADY_CONFIRMED);
    await tx.update(users).set({ isEmailConfirmed: true }).where(eq(users.id, user.id));
    await voidCode(tx, user.id, 'EMAIL_VALIDATION');
    return user;
  });
