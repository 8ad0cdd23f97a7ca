import { mailEmailNowYours } from './own-action-mails';
import { createHash, randomBytes } from 'node:crypto';
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_CODE_INVALID,
  EMAIL_CHANGE_SAME,
  EMAIL_CHANGE_TAKEN,
  EMAIL_CHANGE_UNDO_DAYS,
  EMAIL_CHANGE_UNDO_INVALID,
} from 'shared-api/contract';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/is-unique-violation';
import { emailChangeUndos, registrations, users } from '../../../db/schema';
import { DomainError } from '../../../shared/domain-error';
import { requireOwnPassword } from '../auth/change-password';
import { CODE_LIFETIME_MINUTES, consumeUserCode, issueCode, voidCode } from '../auth/email-codes';
import { VALIDATION_CODE_LOCKED } from '../auth/email-validation';
import { MAIL_TEMPLATES, enqueueTemplatedMail, siteLink } from '../../../shared/mail';
import type { AuthUser } from '../../../shared/auth-user';
import { findUserByEmail } from '../../../shared/auth-user';

/**
 * Sends a code to the new address, which the member proves they read, once their current password
 * proves they are the owner. An address that already has an account gets no code, but the answer
 * is the same, so nobody learns who has an account.
 */
export const requestEmailChange = async (
  db: Db,
  user: AuthUser,
  request: { email: string; currentPassword: string },
  publicUrl: string,
): Promise<void> => {
  await requireOwnPassword(db, user.id, request.currentPassword, CURRENT_PASSWORD_WRONG);
  const newEmail = request.email;
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new DomainError('invalid', EMAIL_CHANGE_SAME);
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
    language: user.language,
  });
};

// Random enough to need no throttle; only its hash is kept, as for the emailed codes.
const hashUndoToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Moves the account and the registrations naming it as attendee from one address to another. */
const moveAccountEmail = async (tx: Db, userId: string, from: string, to: string) => {
  await tx
    .update(users)
    .set({ email: to, isEmailConfirmed: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx
    .update(registrations)
    .set({ attendeeEmail: to, updatedAt: sql`now()` })
    .where(sql`lower(${registrations.attendeeEmail}) = ${from.toLowerCase()}`);
};

/**
 * The code from the new address makes it the account's: login, mail and the registrations that
 * name the member as attendee follow. The old address is told, with a link that undoes the change
 * without signing in, in case it was not the owner.
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
  if (outcome.check === 'too-many-attempts')
    throw new DomainError('invalid', VALIDATION_CODE_LOCKED);
  const { newEmail } = outcome;
  if (!newEmail) throw new DomainError('invalid', EMAIL_CHANGE_CODE_INVALID);
  try {
    await db.transaction(async (tx) => {
      await moveAccountEmail(tx, user.id, user.email, newEmail);
      const undoToken = randomBytes(32).toString('base64url');
      await tx.insert(emailChangeUndos).values({
        userId: user.id,
        tokenHash: hashUndoToken(undoToken),
        oldEmail: user.email,
        newEmail,
        expiresAt: sql`now() + make_interval(days => ${EMAIL_CHANGE_UNDO_DAYS})`,
      });
      // Past their days the links and the addresses they hold are of no use: forgotten.
      await tx.delete(emailChangeUndos).where(lt(emailChangeUndos.expiresAt, sql`now()`));
      const undoLink = siteLink(publicUrl, `/undo-email-change?token=${undoToken}`);
      await enqueueTemplatedMail(tx, {
        to: user.email,
        templateName: MAIL_TEMPLATES.emailChanged,
        values: {
          FirstName: user.firstName,
          LastName: user.lastName,
          NewEmail: newEmail,
          UndoDays: EMAIL_CHANGE_UNDO_DAYS,
          Link: undoLink,
          ContactLink: siteLink(publicUrl, '/contact-us'),
        },
        language: user.language,
      });
      await mailEmailNowYours(tx, user, { from: user.email, to: newEmail }, publicUrl);
    });
  } catch (error) {
    // Someone signed up with the address, or was registered with it, after the code was sent.
    if (isUniqueViolation(error)) throw new DomainError('invalid', EMAIL_CHANGE_TAKEN);
    throw error;
  }
  return newEmail;
};

/**
 * The link from the old address gives it back to the account, without signing in: once, within
 * its days. Every session is signed out (the token version moves), a pending change's code and
 * every other undo link of the account stop working, so whoever made the change is locked out of
 * the address game. Answers the address the account has again, and whose it is.
 */
export const undoEmailChange = async (
  db: Db,
  token: string,
): Promise<{ userId: string; email: string }> => {
  try {
    return await db.transaction(async (tx) => {
      const [undo] = await tx
        .update(emailChangeUndos)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailChangeUndos.tokenHash, hashUndoToken(token)),
            isNull(emailChangeUndos.usedAt),
            gt(emailChangeUndos.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!undo) throw new DomainError('invalid', EMAIL_CHANGE_UNDO_INVALID);
      const [account] = await tx
        .select({ email: users.email, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, undo.userId));
      if (!account || account.deletedAt)
        throw new DomainError('invalid', EMAIL_CHANGE_UNDO_INVALID);
      await moveAccountEmail(tx, undo.userId, account.email, undo.oldEmail);
      await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, undo.userId));
      await tx
        .update(emailChangeUndos)
        .set({ usedAt: sql`now()` })
        .where(and(eq(emailChangeUndos.userId, undo.userId), isNull(emailChangeUndos.usedAt)));
      await voidCode(tx, undo.userId, 'EMAIL_CHANGE');
      return { userId: undo.userId, email: undo.oldEmail };
    });
  } catch (error) {
    // The old address was taken by a new account meanwhile: the link cannot give it back.
    if (isUniqueViolation(error)) throw new DomainError('invalid', EMAIL_CHANGE_TAKEN);
    throw error;
  }
};
