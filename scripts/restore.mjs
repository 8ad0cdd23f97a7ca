// npm run restore -- <backup file> [--force]: puts a backup of npm run backup back
// (deploy/README.md, "Backups"). The target is the database the server would open:
// PostgreSQL (DATABASE_URL) must be an empty database; PGlite's DATA_DIR/pglite must not exist.
// --force: restore over existing tables (PostgreSQL) or move the old PGlite directory aside.
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  assertPgliteStopped,
  backupKind,
  databaseTarget,
  fromUser,
  parseArgs,
  runTool,
} from './backup/common.mjs';

const main = async () => {
  const { positional, flags } = parseArgs(process.argv.slice(2));
  if (positional.length !== 1) {
    console.error('Usage: npm run restore -- <backup file> [--force]');
    process.exit(2);
  }
  const file = fromUser(positional[0]);
  const force = flags.get('force') === true;
  const target = databaseTarget();
  const kind = backupKind(file);
  if (kind !== target.kind) {
    throw new Error(
      `${file} is a ${kind} backup but the target is ${target.kind}: ` +
        (kind === 'postgres' ? 'set DATABASE_URL.' : 'unset DATABASE_URL and set DATA_DIR.'),
    );
  }

  const userTableCount = async (url) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as n from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      return rows[0].n;
    } finally {
      await client.end();
    }
  };

  if (target.kind === 'postgres') {
    const tables = await userTableCount(target.url);
    if (tables > 0 && !force) {
      throw new Error(
        `The target database already has ${tables} tables. Restore into a new, empty database ` +
          '(createdb) and point DATABASE_URL at it, or pass --force to replace what is there.',
      );
    }
    runTool('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${target.url}`,
      file,
    ]);
  } else {
    const occupied = existsSync(target.dir) && readdirSync(target.dir).length > 0;
    if (occupied) {
      assertPgliteStopped(target.dir);
      if (!force) {
        throw new Error(`${target.dir} already holds a database: pass --force to move it aside.`);
      }
      const aside = `${target.dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target.dir, aside);
      console.log(`The previous database was moved to ${aside}`);
    }
    const db = await PGlite.create(target.dir, { loadDataDir: new Blob([readFileSync(file)]) });
    await db.query('select 1');
    await db.close();
  }
  console.log(
    `Restored ${file} into ${target.kind === 'postgres' ? 'the PostgreSQL database' : target.dir}.`,
  );
};

// An operator's command: the reason, not a stack trace.
main().catch((error) => {
  console.error(`npm run restore: ${error.message}`);
  process.exitCode = 1;
});
