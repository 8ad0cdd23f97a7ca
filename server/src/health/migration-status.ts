import { max } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { migrationsFolder } from '../db/migrations-folder';

// Where drizzle's migrator records what it applied (its defaults), read-only here.
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

export interface MigrationStatus {
  applied: boolean;
  /** The newest migration this build ships, by its folder timestamp. */
  expected: number;
  /** The newest one the database has recorded, 0 when none. */
  recorded: number;
}

/** The newest migration of this build, read once: the folder does not change while running. */
const newestShipped = (): number =>
  Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));

export const migrationStatusReader = () => {
  const expected = newestShipped();
  return async (db: Db): Promise<MigrationStatus> => {
    const [row] = await db
      .select({ newest: max(appliedMigrations.createdAt) })
      .from(appliedMigrations);
    const recorded = Number(row?.newest ?? 0);
    return { applied: recorded >= expected, expected, recorded };
  };
};
