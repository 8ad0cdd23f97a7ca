import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { noteAccountAwaitingApproval, sendDueApprovalDigest } from '../users/approval-digest';
import type { AuthUser } from '../../../shared/auth-user';
import { issueCode, consumeValidationCode } from './email-codes';
import { sendValidationCode } from './validation-mail';
import {
  EMAIL_ALREADY_VALIDATED,
  VALIDATION_CODE_INVALID,
  VALIDATION_CODE_LOCKED,
} from 'shared-api/contract';

export const EMAIL_VALIDATED = 'Email validated successfully!';
export const VALIDATION_EMAIL_SENT = 'A new validation email has been sent.';
export { EMAIL_ALREADY_VALIDATED, VALIDATION_CODE_INVALID, VALIDATION_CODE_LOCKED };

/**
 * The signed-in user proves their address with the emailed code. Confirmation changes a token
 * claim, so the token version moves and the page logs the user out. The account now awaits
 * approval: the admins hear of it by mail.
 */
export const validateOwnEmail = async (
  db: Db,
  user: AuthUser,
  code: string,
  publicUrl: string,
): Promise<void> => {
  if (user.isEmailConfirmed) throw new DomainError('invalid', EMAIL_ALREADY_VALIDATED);
  // Committed whatever the outcome: a wrong try must count.
  const outcome = await db.transaction(async (tx) => {
    const check = await consumeValidationCode(tx, user.id, code);
    if (check === 'ok') {
      await tx
        .update(users)
        .set({
          isEmailConfirmed: true,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, user.id));
      await noteAccountAwaitingApproval(tx, new Date());
    }
    return check;
  });
  if (outcome === 'invalid') throw new DomainError('invalid', VALIDATION_CODE_INVALID);
  if (outcome === 'too-many-attempts') throw new DomainError('invalid', VALIDATION_CODE_LOCKED);
  await sendDueApprovalDigest(db, publicUrl, new Date());
};

/** A new code by mail; the previous one stops working, and the mail says so. */
export const resendValidationCode = async (
  db: Db,
  user: AuthUser,
  publicUrl: string,
): Promise<void> => {
  if (user.isEmailConfirmed) throw new DomainError('invalid', EMAIL_ALREADY_VALIDATED);
  const code = await issueCode(db, user.id, 'EMAIL_VALIDATION');
  await sendValidationCode(db, user, code, { publicUrl });
};
