import { and, count, eq, gt, lt, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 10;
const MAX_FAILURES_PER_ADDRESS = 50;

const recentFailures = async (db: Db, who: SQL, windowStart: Date) => {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(who, gt(loginFailures.createdAt, windowStart)));
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? windowStart };
};

const secondsUntilWindowEnds = (oldest: Date): number =>
  Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MS - Date.now()) / 1000));

/**
 * Seconds to wait when this account or address failed too often, else null. Failures on unknown
 * emails count too, so throttling does not reveal which emails have an account.
 */
export const loginRetryAfter = async (
  db: Db,
  email: string,
  ip: string,
): Promise<number | null> => {
  const windowStart = new Date(Date.now() - WINDOW_MS);
  const account = await recentFailures(db, eq(loginFailures.email, email), windowStart);
  if (account.failures >= MAX_FAILURES_PER_ACCOUNT) return secondsUntilWindowEnds(account.oldest);
  const address = await recentFailures(db, eq(loginFailures.ip, ip), windowStart);
  if (address.failures >= MAX_FAILURES_PER_ADDRESS) return secondsUntilWindowEnds(address.oldest);
  return null;
};

export const recordLoginFailure = async (db: Db, email: string, ip: string): Promise<void> => {
  await db.insert(loginFailures).values({ email, ip });
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 day'`));
};

/** A successful sign-in (and, later, a password reset) unlocks the account. */
export const clearLoginFailures = async (db: Db, email: string): Promise<void> => {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
};
