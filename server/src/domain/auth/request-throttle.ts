import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestThrottle } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** At most `max` hits per `key` in any `windowMs`, counted in the database for every instance. */
export interface Limit {
  bucket: string;
  key: string;
  max: number;
  windowMs: number;
}

const countHits = async (db: Db, { bucket, key, windowMs }: Limit) => {
  const windowStart = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ hits: count(), oldest: min(requestThrottle.createdAt) })
    .from(requestThrottle)
    .where(
      and(
        eq(requestThrottle.bucket, bucket),
        eq(requestThrottle.key, key),
        gt(requestThrottle.createdAt, windowStart),
      ),
    );
  return { hits: row?.hits ?? 0, oldest: row?.oldest ?? windowStart };
};

/** Seconds until one of the limits frees up, or null when none is reached. */
export const retryAfterSeconds = async (
  db: Db,
  limits: readonly Limit[],
): Promise<number | null> => {
  let wait: number | null = null;
  for (const limit of limits) {
    const { hits, oldest } = await countHits(db, limit);
    if (hits >= limit.max) {
      const seconds = Math.max(
        1,
        Math.ceil((oldest.getTime() + limit.windowMs - Date.now()) / 1000),
      );
      wait = Math.max(wait ?? 0, seconds);
    }
  }
  return wait;
};

const KEEP_HITS_FOR = sql`now() - interval '1 day'`;

/** Counts one hit on each limit (and forgets hits older than any window). */
export const recordHits = async (db: Db, limits: readonly Limit[]): Promise<void> => {
  if (limits.length === 0) return;
  await db.insert(requestThrottle).values(limits.map(({ bucket, key }) => ({ bucket, key })));
  await db.delete(requestThrottle).where(lt(requestThrottle.createdAt, KEEP_HITS_FOR));
};

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';

/** Refuses with 429 and Retry-After while one of the limits is reached. */
export const throwIfLimited = async (db: Db, limits: readonly Limit[]): Promise<void> => {
  const wait = await retryAfterSeconds(db, limits);
  if (wait !== null) {
    throw new ApiError(429, TOO_MANY_REQUESTS_MESSAGE, { 'retry-after': String(wait) });
  }
};

/** Refuses when a limit is reached; otherwise counts this request against each of them. */
export const enforceLimits = async (db: Db, limits: readonly Limit[]): Promise<void> => {
  await throwIfLimited(db, limits);
  await recordHits(db, limits);
};
