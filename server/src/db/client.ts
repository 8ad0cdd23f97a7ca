import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
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

const openPglite = async (dataDir: string): Promise<Database> => {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
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
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    lockClient.release();
  }
};

// Without it a connection attempt to an unreachable host waits for the operating system (minutes);
// with it the request fails fast and answers 503 (plugins/envelope.ts).
const CONNECT_TIMEOUT_MS = 5_000;

const openPostgres = async (connectionString: string, poolSize: number): Promise<Database> => {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client whose connection the server ends (a PostgreSQL restart, a dropped database) emits
  // 'error' on the pool; unheard, that would crash the process. The pool replaces the client, and
  // the next query reconnects or fails with an ordinary error the request answers.
  pool.on('error', (error) => console.warn(`PostgreSQL: idle connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
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
  /** PostgreSQL only; pg's own default (10) for tools that open a database briefly. */
  databasePoolSize?: number;
}): Promise<Database> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databasePoolSize ?? 10)
    : openPglite(options.dataDir);
