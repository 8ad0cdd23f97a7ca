import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a raw statement, whichever driver ran it: PGlite answers `{ rows }`, postgres.js an
 * array of the rows themselves.
 */
export const rawRows = async <T>(db: Db, statement: SQL): Promise<T[]> => {
  const result: unknown = await db.execute(statement);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
};
