import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { MAIL_TEMPLATES, enqueueTemplatedMail } from '../../../shared/mail';
import { findUserByEmail } from '../../../shared/auth-user';
import { CODE_LIFETIME_MINUTES, issueCode, consumeResetCode } from './email-codes';
import { hashPassword } from './passwords';

export const RESET_REQUEST_ANSWER =
  'If an account with that email exists, a reset code has been sent.';
export const PASSWORD_RESET_DONE = 'Password has been reset successfully!';
export { RESET_CODE_INVALID } from 'shared-api/contract';

/** Mails a reset code when the email has an account; the caller answers the same either way. */
export const requestPasswordReset = async (db: Db, email: string): Promise<string | null> => {
  const user = await findUserByEmail(db, email);
  if (!user) return null;
  const code = await issueCode(db, user.id, 'PASSWORD_RESET');
  await enqueueTemplatedMail(db, {
    to: user.email,
    templateName: MAIL_TEMPLATES.passwordReset,
    values: {
      FirstName: user.firstName,
      LastName: user.lastName,
      Code: code,
      ExpiresInMinutes: CODE_LIFETIME_MINUTES,
    },
    language: user.language,
  });
  return user.id;
};

/**
 * Sets the new password for the account the code names and voids every token issued before.
 * Returns the account, or null when the code is wrong, used or expired (nothing changed then).
 */
export const resetPassword = async (
  db: Db,
  code: string,
  password: string,
): Promise<{ id: string; email: string } | null> => {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeResetCode(tx, code);
    if (!userId) return null;
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    return user ?? null;
  });
};
