import { and, count, eq, gt, lt, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { knownSignInAddresses, loginFailures, users } from '../../../db/schema';
import { lockThrottleKeys } from '../../../shared/throttle/throttle-lock';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 10;
const MAX_FAILURES_PER_ADDRESS = 50;
const KEEP_FAILURES_FOR = sql`now() - interval '1 day'`;
/** An address not signed in from for this long is a stranger's again. */
const FORGET_ADDRESSES_AFTER = sql`now() - interval '180 days'`;

const recentFailures = async (db: Db, who: SQL | undefined, windowStart: Date) => {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(who, gt(loginFailures.createdAt, windowStart)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? windowStart };
};

const secondsUntilWindowEnds = (oldest: Date): number =>
  Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MS - Date.now()) / 1000));

/** Whether the account with this email has signed in from this address before. */
const isKnownAddress = async (db: Db, email: string, ip: string): Promise<boolean> => {
  const [row] = await db
    .select({ known: sql<number>`1` })
    .from(knownSignInAddresses)
    .innerJoin(users, eq(users.id, knownSignInAddresses.userId))
    .where(and(sql`lower(${users.email}) = ${email}`, eq(knownSignInAddresses.address, ip)));
  return row !== undefined;
};

export type LoginAttempt = { retryAfter: number } | { retryAfter: null; fromKnownAddress: boolean };

/**
 * Counts this sign-in as a failure before its password is checked, or refuses it with the seconds
 * to wait when the account or the address failed too often. Counting, deciding and recording are
 * one locked step, so a burst of guesses sent at once gets no more checks than guesses sent one
 * after another. Failures from addresses the account has signed in from and failures from other
 * addresses are limited apart: a stranger's guesses lock out strangers, not the owner at home (who
 * can also always unlock with an emailed reset code). Failures on unknown emails count too, so
 * throttling does not reveal which emails have an account.
 */
export const reserveLoginAttempt = async (
  db: Db,
  email: string,
  ip: string,
): Promise<LoginAttempt> => {
  const attempt = await db.transaction(async (tx): Promise<LoginAttempt> => {
    await lockThrottleKeys(tx, [`login:account\0${email}`, `login:address\0${ip}`]);
    const windowStart = new Date(Date.now() - WINDOW_MS);
    const fromKnownAddress = await isKnownAddress(tx, email, ip);
    const account = await recentFailures(
      tx,
      and(eq(loginFailures.email, email), eq(loginFailures.fromKnownAddress, fromKnownAddress)),
      windowStart,
    );
    if (account.failures >= MAX_FAILURES_PER_ACCOUNT) {
      return { retryAfter: secondsUntilWindowEnds(account.oldest) };
    }
    const address = await recentFailures(tx, eq(loginFailures.ip, ip), windowStart);
    if (address.failures >= MAX_FAILURES_PER_ADDRESS) {
      return { retryAfter: secondsUntilWindowEnds(address.oldest) };
    }
    await tx.insert(loginFailures).values({ email, ip, fromKnownAddress });
    return { retryAfter: null, fromKnownAddress };
  });
  if (attempt.retryAfter === null) {
    await db.delete(loginFailures).where(lt(loginFailures.createdAt, KEEP_FAILURES_FOR));
  }
  return attempt;
};

/**
 * A right password takes back the failures counted from its side (the owner's addresses, or the
 * others'): the owner signing in at home does not hand a stranger ten fresh guesses.
 */
export const clearLoginFailuresFrom = async (
  db: Db,
  email: string,
  fromKnownAddress: boolean,
): Promise<void> => {
  await db
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.email, email), eq(loginFailures.fromKnownAddress, fromKnownAddress)),
    );
};

/** An emailed reset code proves the owner: it unlocks the account on every side. */
export const clearLoginFailures = async (db: Db, email: string): Promise<void> => {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
};

/** After a proof of ownership (the password or a reset code), this address counts as the owner's. */
export const rememberSignInAddress = async (db: Db, userId: string, ip: string): Promise<void> => {
  await db
    .insert(knownSignInAddresses)
    .values({ userId, address: ip })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.userId, knownSignInAddresses.address],
      set: { lastSignedInAt: sql`now()` },
    });
  await db
    .delete(knownSignInAddresses)
    .where(
      and(
        eq(knownSignInAddresses.userId, userId),
        lt(knownSignInAddresses.lastSignedInAt, FORGET_ADDRESSES_AFTER),
      ),
    );
};
