import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres, { type Sql } from 'postgres';
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
const withAdvisoryLock = async <T>(client: Sql, work: () => Promise<T>): Promise<T> => {
  const lockConnection = await client.reserve();
  try {
    await lockConnection`select pg_advisory_lock(${STARTUP_LOCK_KEY})`;
    try {
      return await work();
    } finally {
      await lockConnection`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`;
    }
  } finally {
    lockConnection.release();
  }
};

// Without it a connection attempt to an unreachable host waits for the operating system (minutes);
// with it the request fails fast and answers 503 (plugins/envelope.ts).
const CONNECT_TIMEOUT_SECONDS = 5;

/**
 * postgres.js rather than node-postgres: when many requests query at once it sends the waiting
 * queries of a connection in one write and reads their answers in one read (pipelining), where
 * node-postgres makes a round trip, two system calls, per query. In the registration surge that
 * was a quarter of the API's CPU.
 */
export const postgresClient = (connectionString: string, poolSize: number): Sql =>
  postgres(connectionString, {
    max: poolSize,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // postgres.js waits a growing pause before each new connection attempt after a failed one,
    // and the queries waiting for a connection wait with it: while PostgreSQL restarts, requests
    // hung for up to 10 s (npm run test:faults) where they must answer 503 at once.
    backoff: () => 0,
    // node-postgres sent an undefined parameter as NULL; postgres.js would refuse the query.
    transform: { undefined: null },
    // The server's notices (a migration's "already exists, skipping") are not the site's log.
    onnotice: () => undefined,
  });

const openPostgres = async (connectionString: string, poolSize: number): Promise<Database> => {
  const client = postgresClient(connectionString, poolSize);
  const db = drizzlePostgres({ client, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    exclusively: (work) => withAdvisoryLock(client, work),
    listen: (channel, handlers) => listenOnPostgres(connectionString, channel, handlers),
    notify: async (channel, payload) => {
      await client.notify(channel, payload);
    },
    close: () => client.end(),
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
