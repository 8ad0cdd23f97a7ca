import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder';
import { listenOnPostgres, type ListenHandlers } from './postgres-listener';
import * as schema from './schema';

/** One Drizzle schema over either driver; code never needs to know which. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs work while no other server on this database does the same (start-up: migrate, seed). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Hears NOTIFY on a channel from every server on this database; resolves to stop listening. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's settings for the embedded database, on top of PGlite's own. initdb writes
 * shared_buffers = 128MB, which a WASM heap keeps resident once touched and never gives back: with
 * 16MB an instance idles about 110 MB lower (docs/performance.md, "Memory"), and the site's whole
 * database (tens of MB) still sits in the operating system's file cache.
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'work_mem=4MB',
  '-c',
  'maintenance_work_mem=16MB',
];

const openPglite = async (dataDir: string): Promise<Database> => {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    // initdb grows the WASM heap to about 700 MB, which WebAssembly never shrinks: the new
    // directory is opened once to create it, then closed, so that memory can go.
    await (await PGlite.create(dir, { startParams: PGLITE_START_PARAMS })).close();
  }
  const client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns a PGlite directory: there is nobody to wait for.
    exclusively: (work) => work(),
    // The only listener is this process: PGlite's own LISTEN is all there is to it.
    listen: async (channel, { onNotification }) => {
      const unlisten = await client.listen(channel, onNotification);
      return () => unlisten();
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
};

// Any fixed number: every instance of this site asks for the same session-level lock.
const STARTUP_LOCK_KEY = 18_2026_0001;

/**
 * Two API instances starting together on one PostgreSQL would both run the migrations and the
 * seed (duplicate CREATE TYPE, one crashes). The lock makes the second wait, then find it done.
 */
const withAdvisoryLock = async <T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> => {
  const lockConnection = await pool.connect();
  let broken: Error | undefined;
  try {
    await lockConnection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await lockConnection
        .query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
        .catch((error: Error) => {
          // A connection that lost its lock with PostgreSQL must not go back to the pool.
          broken = error;
        });
    }
  } finally {
    lockConnection.release(broken);
  }
};

// Without it a connection attempt to an unreachable host waits for the operating system (minutes);
// with it the request fails fast and answers 503 (plugins/envelope.ts).
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * node-postgres's pool. postgres.js pipelined the queries of a busy pool in one write, but it
 * threw a TypeError outside any promise when PostgreSQL restarted under load (its `nextWrite`),
 * which took the whole process down; node-postgres reports a lost connection to the query that
 * was using it, and an idle connection's loss to the pool's 'error' event, heard here.
 */
export const postgresPool = (
  connectionString: string,
  poolSize: number,
  log: (message: string) => void = console.warn,
): pg.Pool => {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // Unheard, an idle connection closed by a restarting PostgreSQL would be an uncaught 'error'.
  pool.on('error', (error) => log(`PostgreSQL: an idle connection was lost: ${error.message}`));
  return pool;
};

const openPostgres = async (connectionString: string, poolSize: number): Promise<Database> => {
  const pool = postgresPool(connectionString, poolSize);
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    exclusively: (work) => withAdvisoryLock(pool, work),
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pool.end(),
  };
};

/** PostgreSQL when a URL is given, otherwise the embedded PGlite under dataDir. */
export const openDatabase = (options: {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL only; 10 for tools that open a database briefly. */
  databasePoolSize?: number;
}): Promise<Database> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databasePoolSize ?? 10)
    : openPglite(options.dataDir);
