import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { emailCodes } from '../../../db/schema';

export type CodePurpose = (typeof emailCodes.$inferSelect)['purpose'];

export const CODE_LIFETIME_MINUTES = 15;
/** Wrong tries before a validation code is void (reset codes are throttled per address instead). */
export const MAX_CODE_ATTEMPTS = 5;

const VALIDATION_CODE_DIGITS = 6;
// Crockford base32: no I, L, O or U, so a code read aloud or retyped survives.
const RESET_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RESET_GROUPS = 3;
const RESET_GROUP_LENGTH = 4;

/**
 * Validation codes: 6 digits, tied to the signed-in user, 5 tries. Reset codes: 12 base32
 * characters (60 bits) shown as XXXX-XXXX-XXXX, because the code alone names the account
 * (docs/decisions.md "Emailed codes").
 */
const newCode = (purpose: CodePurpose): string => {
  if (purpose !== 'PASSWORD_RESET') {
    return String(randomInt(0, 10 ** VALIDATION_CODE_DIGITS)).padStart(VALIDATION_CODE_DIGITS, '0');
  }
  return Array.from({ length: RESET_GROUPS }, () =>
    Array.from({ length: RESET_GROUP_LENGTH }, () => RESET_ALPHABET[randomInt(32)]).join(''),
  ).join('-');
};

/** What the person typed, in the form that was hashed: spacing, dashes and case do not matter. */
const normalise = (purpose: CodePurpose, code: string): string => {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  return purpose !== 'PASSWORD_RESET' ? compact : compact.replace(/O/g, '0').replace(/[IL]/g, '1');
};

// Codes are random and short-lived: a plain SHA-256 is enough to keep them out of a database dump.
const hashCode = (purpose: CodePurpose, code: string): string =>
  createHash('sha256').update(normalise(purpose, code)).digest('hex');

const expiry = sql`now() + make_interval(mins => ${CODE_LIFETIME_MINUTES})`;

/**
 * A fresh code for this user and purpose; the previous live one stops working at once. An email
 * change's code carries the address it was sent to.
 */
export const issueCode = async (
  db: Db,
  userId: string,
  purpose: CodePurpose,
  newEmail: string | null = null,
): Promise<string> => {
  const code = newCode(purpose);
  const codeHash = hashCode(purpose, code);
  await db
    .insert(emailCodes)
    .values({ userId, purpose, codeHash, expiresAt: expiry, newEmail })
    .onConflictDoUpdate({
      target: [emailCodes.userId, emailCodes.purpose],
      targetWhere: isNull(emailCodes.usedAt),
      set: { codeHash, expiresAt: expiry, attempts: 0, newEmail, createdAt: sql`now()` },
    });
  await db
    .delete(emailCodes)
    .where(
      and(
        or(isNotNull(emailCodes.usedAt), lt(emailCodes.expiresAt, sql`now()`)),
        lt(emailCodes.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return code;
};

/** Voids the live code of this purpose, e.g. when an admin validates the email by hand. */
export const voidCode = async (db: Db, userId: string, purpose: CodePurpose): Promise<void> => {
  await db
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, purpose),
        isNull(emailCodes.usedAt),
      ),
    );
};

export type CodeCheck = 'ok' | 'invalid' | 'too-many-attempts';

const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Checks and, when right, uses up the user's validation code. Wrong tries are counted and the
 * fifth voids the code, so call it in a transaction that commits whatever the outcome.
 */
export const consumeValidationCode = async (
  db: Db,
  userId: string,
  code: string,
): Promise<CodeCheck> => (await consumeUserCode(db, userId, 'EMAIL_VALIDATION', code)).check;

/**
 * A code tied to the signed-in user (validation, email change): checked and, when right, used up,
 * with the address an email change's code was sent to. Same counting as consumeValidationCode.
 */
export const consumeUserCode = async (
  db: Db,
  userId: string,
  purpose: Exclude<CodePurpose, 'PASSWORD_RESET'>,
  code: string,
): Promise<{ check: CodeCheck; newEmail: string | null }> => {
  const [live] = await db
    .select({
      id: emailCodes.id,
      codeHash: emailCodes.codeHash,
      attempts: emailCodes.attempts,
      newEmail: emailCodes.newEmail,
      expired: sql<boolean>`${emailCodes.expiresAt} <= now()`,
    })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, purpose),
        isNull(emailCodes.usedAt),
      ),
    )
    .for('update');
  if (!live || live.expired) return { check: 'invalid', newEmail: null };
  if (live.attempts >= MAX_CODE_ATTEMPTS) return { check: 'too-many-attempts', newEmail: null };
  if (sameHash(live.codeHash, hashCode(purpose, code))) {
    await db
      .update(emailCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(emailCodes.id, live.id));
    return { check: 'ok', newEmail: live.newEmail };
  }
  const attempts = live.attempts + 1;
  await db
    .update(emailCodes)
    .set({ attempts, usedAt: attempts >= MAX_CODE_ATTEMPTS ? sql`now()` : null })
    .where(eq(emailCodes.id, live.id));
  return {
    check: attempts >= MAX_CODE_ATTEMPTS ? 'too-many-attempts' : 'invalid',
    newEmail: null,
  };
};

/** Uses up a live reset code and names its user; null for a wrong, used or expired code. */
export const consumeResetCode = async (db: Db, code: string): Promise<string | null> => {
  const [row] = await db
    .update(emailCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailCodes.purpose, 'PASSWORD_RESET'),
        eq(emailCodes.codeHash, hashCode('PASSWORD_RESET', code)),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailCodes.userId });
  return row?.userId ?? null;
};
