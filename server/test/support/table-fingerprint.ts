import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import { rawRows } from './raw-rows';

export type Fingerprint = Record<string, { rows: number; checksum: string }>;

interface Queryable {
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Statements {
  tables: string;
  sequences: string | null;
}

/** The queries that read every table and sequence, built from the catalog (slow to list). */
const statementsFor = async (db: Queryable): Promise<Statements> => {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const { rows: sequences } = await db.query<{ schema: string; name: string }>(
    `select sequence_schema as schema, sequence_name as name from information_schema.sequences
     order by 1, 2`,
  );
  // One statement per kind, not per table: the fuzz suite takes hundreds of fingerprints.
  return {
    tables: tables
      .map(
        ({ schema, name }) =>
          `select '${schema}.${name}' as name, count(*)::int as n,
           md5(string_agg(t::text, E'\\n' order by t::text)) as sum
           from ${quote(schema)}.${quote(name)} t`,
      )
      .join(' union all '),
    sequences:
      sequences.length === 0
        ? null
        : sequences
            .map(
              ({ schema, name }) =>
                `select '${schema}.${name} (sequence)' as name,
                 last_value::text || ':' || is_called as position
                 from ${quote(schema)}.${quote(name)}`,
            )
            .join(' union all '),
  };
};

/**
 * Row count and an md5 of every row's text, ordered, for each table (drizzle's migrations table
 * included), plus each sequence's position: equal fingerprints mean equal data.
 */
const fingerprintOf = async (
  db: Queryable,
  statements: Statements | null = null,
): Promise<Fingerprint> => {
  const { tables, sequences } = statements ?? (await statementsFor(db));
  const result: Fingerprint = {};
  const { rows: sums } = await db.query<{ name: string; n: number; sum: string | null }>(tables);
  for (const row of sums) result[row.name] = { rows: row.n, checksum: row.sum ?? '' };
  if (sequences === null) return result;
  const { rows: positions } = await db.query<{ name: string; position: string }>(sequences);
  for (const row of positions) result[row.name] = { rows: 1, checksum: row.position };
  return result;
};

export const postgresFingerprint = async (url: string): Promise<Fingerprint> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fingerprintOf(client);
  } finally {
    await client.end();
  }
};

export const pgliteFingerprint = async (dir: string): Promise<Fingerprint> => {
  const db = await PGlite.create(dir);
  try {
    return await fingerprintOf(db);
  } finally {
    await db.close();
  }
};

const statementsByApp = new WeakMap<App, Promise<Statements>>();

/** The fingerprint of a running app's database, read through its own connection. */
export const appFingerprint = async (app: App): Promise<Fingerprint> => {
  const db: Queryable = {
    query: async <T>(text: string) => ({ rows: await rawRows<T>(app.db, sql.raw(text)) }),
  };
  // Its tables do not change while it runs: list them once.
  if (!statementsByApp.has(app)) statementsByApp.set(app, statementsFor(db));
  return fingerprintOf(db, await statementsByApp.get(app)!);
};
