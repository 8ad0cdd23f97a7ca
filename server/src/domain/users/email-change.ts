import {
  EMAIL_CHANGE_CODE_INVALID,
  EMAIL_CHANGE_SAME,
  EMAIL_CHANGE_TAKEN,
} from 'shared-api/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { registrations, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { CODE_LIFETIME_MINUTES, consumeUserCode, issueCode } from '../auth/email-codes';
import { VALIDATION_CODE_LOCKED } from '../auth/email-validation';
import { MAIL_TEMPLATES, enqueueTemplatedMail, siteLink } from '../mail';
import type { AuthUser } from './auth-user';
import { findUserByEmail } from './auth-user';

/**
 * Sends a code to the new address, which the member proves they read. An address that already
 * has an account gets no code, but the answer is the same, so nobody learns who has an account.
 */
export const requestEmailChange = async (
  db: Db,
  user: AuthUser,
  newEmail: string,
  publicUrl: string,
): Promise<void> => {
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new ApiError(400, EMAIL_CHANGE_SAME);
  }
  if (await findUserByEmail(db, newEmail)) return;
  const code = await issueCode(db, user.id, 'EMAIL_CHANGE', newEmail);
  await enqueueTemplatedMail(db, {
    to: newEmail,
    templateName: MAIL_TEMPLATES.emailChangeCode,
    values: {
      FirstName: user.firstName,
      LastName: user.lastName,
      Code: code,
      ExpiresInMinutes: CODE_LIFETIME_MINUTES,
      Link: siteLink(publicUrl, '/profile'),
    },
  });
};

/**
 * The code from the new address makes it the account's: login, mail and the registrations that
 * name the member as attendee follow. The old address is told, in case it was not the owner.
 * The email is a token claim: the page refreshes its token afterwards.
 */
export const confirmEmailChange = async (
  db: Db,
  user: AuthUser,
  code: string,
  publicUrl: string,
): Promise<string> => {
  // Committed whatever the outcome: a wrong try must count.
  const outcome = await db.transaction(async (tx) => {
    const { check, newEmail } = await consumeUserCode(tx, user.id, 'EMAIL_CHANGE', code);
    if (check !== 'ok' || !newEmail) return { check, newEmail: null };
    return { check, newEmail };
  });
  if (outcome.check === 'too-many-attempts') throw new ApiError(400, VALIDATION_CODE_LOCKED);
  const { newEmail } = outcome;
  if (!newEmail) throw new ApiError(400, EMAIL_CHANGE_CODE_INVALID);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: newEmail, isEmailConfirmed: true, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      await tx
        .update(registrations)
        .set({ attendeeEmail: newEmail, updatedAt: sql`now()` })
        .where(sql`lower(${registrations.attendeeEmail}) = ${user.email.toLowerCase()}`);
      await enqueueTemplatedMail(tx, {
        to: user.email,
        templateName: MAIL_TEMPLATES.emailChanged,
        values: {
          FirstName: user.firstName,
          LastName: user.lastName,
          NewEmail: newEmail,
          Link: siteLink(publicUrl, '/'),
        },
      });
    });
  } catch (error) {
    // Someone signed up with the address, or was registered with it, after the code was sent.
    if (isUniqueViolation(error)) throw new ApiError(400, EMAIL_CHANGE_TAKEN);
    throw error;
  }
  return newEmail;
};
