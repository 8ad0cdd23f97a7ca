import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A 64-bit advisory lock number for a throttle key: a collision only makes two keys wait in turn. */
const lockNumber = (key: string): bigint =>
  createHash('sha256').update(`throttle\0${key}`).digest().readBigInt64BE(0);

/**
 * Holds a transaction-scoped lock on each key until the transaction ends, so that counting the
 * recent hits and recording a new one is one step for every request and every server instance on
 * the database. Counting must be a later statement than the lock: a statement sees the rows
 * committed before it started. Locks are taken in one order everywhere, so two requests never wait
 * for each other's.
 */
export const lockThrottleKeys = async (tx: Db, keys: readonly string[]): Promise<void> => {
  const numbers = [...new Set(keys.map(lockNumber))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const number of numbers) {
    await tx.execute(sql`select pg_advisory_xact_lock(${number.toString()}::bigint)`);
  }
};
