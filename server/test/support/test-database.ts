import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  /** Set on PostgreSQL runs; PGlite lives in dataDir otherwise. */
  databaseUrl: string | null;
  dataDir: string;
  drop(): Promise<void>;
}

const withClient = async (url: string, work: (client: pg.Client) => Promise<unknown>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
};

/**
 * A database of its own for one test file: a copy of the migrated PGlite template, or a fresh
 * PostgreSQL database on TEST_DATABASE_URL's server when run-tests.mjs runs the PostgreSQL pass.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const dataDir = mkdtempSync(join(process.env.TEST_SCRATCH_DIR ?? tmpdir(), 'db-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND === 'postgres' && serverUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await withClient(serverUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      databaseUrl: url.toString(),
      dataDir,
      drop: async () => {
        await withClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
        removeDir();
      },
    };
  }
  const template = process.env.TEST_PGLITE_TEMPLATE;
  if (template) cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return { databaseUrl: null, dataDir, drop: async () => removeDir() };
};
