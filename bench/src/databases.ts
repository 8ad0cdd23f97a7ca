import { createTestDatabase, type TestDatabase } from 'server/testing';

export type DbKind = 'pglite' | 'postgres';

/**
 * An empty database for one bench run: PGlite in a new folder under `scratch`, or a new database
 * on the PostgreSQL server of `serverUrl`, dropped by `drop()`. The server tests' helper does
 * exactly this; it takes its settings from the environment.
 */
export const freshDatabase = (
  kind: DbKind,
  scratch: string,
  serverUrl?: string,
): Promise<TestDatabase> => {
  process.env.TEST_DB_KIND = kind;
  process.env.TEST_SCRATCH_DIR = scratch;
  if (serverUrl) process.env.TEST_DATABASE_URL = serverUrl;
  delete process.env.TEST_PGLITE_TEMPLATE;
  return createTestDatabase();
};
