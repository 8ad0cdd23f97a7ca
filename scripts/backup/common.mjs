// What backup.mjs and restore.mjs share: where the database is, as the server reads it
// (server/src/config.ts: DATABASE_URL for PostgreSQL, else PGlite in DATA_DIR/pglite).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

export const repoRoot = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

const nonEmpty = (value) => (value !== undefined && value.trim() !== '' ? value : null);

// npm run moves into the repository; INIT_CWD is where the command was typed.
export const fromUser = (path) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** { kind: 'postgres', url } or { kind: 'pglite', dir }. */
export const databaseTarget = (env = process.env) => {
  const url = nonEmpty(env.DATABASE_URL);
  if (url) return { kind: 'postgres', url };
  const dataDir = nonEmpty(env.DATA_DIR) ? fromUser(env.DATA_DIR) : join(repoRoot, 'data');
  return { kind: 'pglite', dir: join(dataDir, 'pglite') };
};

/** A PGlite directory in use holds postmaster.pid; copying or replacing it then corrupts it. */
export const assertPgliteStopped = (dir) => {
  if (existsSync(join(dir, 'postmaster.pid'))) {
    throw new Error(
      `${dir} is in use (postmaster.pid exists): stop the server first. ` +
        'If it crashed, start and stop it once to release the directory.',
    );
  }
};

/** pg_dump's custom format starts with PGDMP; PGlite's dumpDataDir('gzip') is a gzip file. */
export const backupKind = (file) => {
  const head = readFileSync(file).subarray(0, 5);
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new Error(`${file} is neither a pg_dump (custom format) nor a PGlite backup.`);
};

export const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Runs a PostgreSQL client tool; its messages go to the terminal. */
export const runTool = (command, args) => {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error)
    throw new Error(`${command}: ${result.error.message} (install postgresql-client)`);
  if (result.status !== 0) throw new Error(`${command} failed with exit code ${result.status}.`);
};

export const parseArgs = (argv) => {
  const positional = [];
  const flags = new Map();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--force') flags.set('force', true);
    else if (arg === '--out') flags.set('out', argv[(i += 1)]);
    else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  return { positional, flags };
};
