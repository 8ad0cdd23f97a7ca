// A throwaway PostgreSQL cluster for the fault scenarios: initdb into a directory of its own under
// the temporary directory, started with pg_ctl on a free port, never the shared cluster other tests
// use. PostgreSQL refuses to run as root, so as root its commands run as the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed PostgreSQL's programs (Debian's layout), or whatever PATH finds. */
const binDir = () => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const newest = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return newest ? join(root, newest, 'bin') : '';
};

const asRoot = process.getuid?.() === 0;

const idOf = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));

/**
 * Creates and starts the cluster (trust authentication, listening on 127.0.0.1:`port` only).
 * `stop(mode)` is pg_ctl's: 'fast' closes the sessions, 'immediate' is a crash that the next start
 * recovers from the write-ahead log.
 */
export const createCluster = (port) => {
  const bin = binDir();
  const tool = (name) => (bin ? join(bin, name) : name);
  const dir = mkdtempSync(join(tmpdir(), 'faults-pg-cluster-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgresql.log');
  if (asRoot) {
    chownSync(dir, idOf('-u'), idOf('-g'));
  }
  const run = (name, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', tool(name), ...args], { stdio: 'pipe' })
      : execFileSync(tool(name), args, { stdio: 'pipe' });

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-instructions']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    remove: () => {
      try {
        cluster.stop('immediate');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
};
