import { CURRENT_PASSWORD_WRONG } from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import type { AuthUser } from '../../../shared/auth-user';
import { mailPasswordChanged } from '../users/own-action-mails';
import { hashPassword, verifyPassword } from './passwords';

/** The account's password hash, or null for an account that is gone. */
export const storedPasswordHash = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash ?? null;
};

/** Refuses with `message` unless `password` is the account's own. */
export const requireOwnPassword = async (
  db: Db,
  userId: string,
  password: string,
  message: string,
): Promise<void> => {
  if (!(await verifyPassword(await storedPasswordHash(db, userId), password))) {
    throw new DomainError('invalid', message);
  }
};

/**
 * Sets a new password after checking the current one, and moves the token version: every session
 * is signed out, and the caller gets the account as it now is, to sign this session's new token.
 * The member is mailed, with the change, in case it was not them.
 */
export const changePassword = async (
  db: Db,
  user: AuthUser,
  currentPassword: string,
  password: string,
  publicUrl: string,
): Promise<AuthUser> => {
  await requireOwnPassword(db, user.id, currentPassword, CURRENT_PASSWORD_WRONG);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id))
      .returning({ tokenVersion: users.tokenVersion });
    await mailPasswordChanged(tx, user, new Date(), publicUrl);
    return { ...user, tokenVersion: row?.tokenVersion ?? user.tokenVersion + 1 };
  });
};
