// npm run backup [-- --out <file>]: a consistent copy of the database (deploy/README.md, "Backups").
// PostgreSQL (DATABASE_URL): pg_dump in its custom format, taken while the site runs.
// PGlite (DATA_DIR/pglite): PGlite's own dump of the data directory; stop the server first.
import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  assertPgliteStopped,
  databaseTarget,
  fromUser,
  parseArgs,
  repoRoot,
  runTool,
  sha256,
} from './backup/common.mjs';

const main = async () => {
  const { flags } = parseArgs(process.argv.slice(2));
  const target = databaseTarget();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const extension = target.kind === 'postgres' ? 'pgdump' : 'pglite.tar.gz';
  const out = flags.get('out')
    ? fromUser(flags.get('out'))
    : join(repoRoot, 'backups', `18xx-belgium-${stamp}.${extension}`);
  // A backup holds every member's personal data and password hash: readable by its owner only,
  // pg_dump's file included (it inherits the umask), and a file written over keeps no wider mode.
  process.umask(0o077);
  mkdirSync(dirname(out), { recursive: true });

  if (target.kind === 'postgres') {
    // One snapshot: consistent although the API keeps writing. No owners or grants, so it restores
    // into a database owned by any role.
    runTool('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${out}`,
      target.url,
    ]);
  } else {
    if (!existsSync(join(target.dir, 'PG_VERSION'))) {
      throw new Error(`No PGlite database in ${target.dir}: is DATA_DIR right?`);
    }
    assertPgliteStopped(target.dir);
    const db = await PGlite.create(target.dir);
    try {
      const dump = await db.dumpDataDir('gzip');
      writeFileSync(out, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await db.close();
    }
  }
  chmodSync(out, 0o600);
  console.log(`Backup written: ${out} (${statSync(out).size} bytes, sha256 ${sha256(out)})`);
};

// An operator's command: the reason, not a stack trace.
main().catch((error) => {
  console.error(`npm run backup: ${error.message}`);
  process.exitCode = 1;
});
