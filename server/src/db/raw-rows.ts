import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
export const rawRows = async <T>(db: Db, statement: SQL): Promise<T[]> => {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
};
