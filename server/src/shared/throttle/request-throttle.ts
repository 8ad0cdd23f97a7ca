import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestThrottle } from '../../db/schema';
import { DomainError } from '../domain-error';
import { lockThrottleKeys } from './throttle-lock';
import { TOO_MANY_REQUESTS_MESSAGE } from 'shared-api/contract';

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
const retryAfterSeconds = async (db: Db, limits: readonly Limit[]): Promise<number | null> => {
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

export { TOO_MANY_REQUESTS_MESSAGE };

/** A hit counted against each limit; `release` takes it back when the request should not count. */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Refuses with 429 and Retry-After while one of the limits is reached; otherwise counts this
 * request against each of them, in the same locked step, so requests sent at once are counted
 * exactly like requests sent one after another. A refused request counts nothing.
 */
export const reserveHits = async (db: Db, limits: readonly Limit[]): Promise<Reservation> => {
  const outcome = await db.transaction(async (tx) => {
    await lockThrottleKeys(
      tx,
      limits.map(({ bucket, key }) => `${bucket}\0${key}`),
    );
    const wait = await retryAfterSeconds(tx, limits);
    if (wait !== null) return { wait, ids: [] };
    const rows = await tx
      .insert(requestThrottle)
      .values(limits.map(({ bucket, key }) => ({ bucket, key })))
      .returning({ id: requestThrottle.id });
    return { wait, ids: rows.map(({ id }) => id) };
  });
  if (outcome.wait !== null) {
    throw new DomainError('too-many', TOO_MANY_REQUESTS_MESSAGE, outcome.wait);
  }
  await db.delete(requestThrottle).where(lt(requestThrottle.createdAt, KEEP_HITS_FOR));
  return {
    release: async () => {
      await db.delete(requestThrottle).where(inArray(requestThrottle.id, outcome.ids));
    },
  };
};

/** Refuses when a limit is reached; otherwise counts this request against each of them. */
export const enforceLimits = async (db: Db, limits: readonly Limit[]): Promise<void> => {
  await reserveHits(db, limits);
};
