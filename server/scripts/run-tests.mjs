// Runs every test/**/*.test.ts with node's test runner (through tsx): on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL at the same time. Optional arguments narrow the run to
// those files.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const serverDir = new URL('../', import.meta.url).pathname;
const requested = process.argv.slice(2);
const files =
  requested.length > 0
    ? requested
    : readdirSync(join(serverDir, 'test'), { recursive: true })
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => join('test', file))
        .sort();

/**
 * One pass over every file, one file at a time (each PGlite instance is a sizeable WASM heap),
 * written to the terminal, or to `logFile` when another pass runs at the same time.
 */
const runPass = (name, env, logFile) =>
  new Promise((resolve) => {
    const header = `\n# server tests on ${name}\n`;
    const log = logFile ? createWriteStream(logFile) : null;
    if (log) log.write(header);
    else process.stdout.write(header);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
      { cwd: serverDir, stdio: log ? 'pipe' : 'inherit', env: { ...process.env, ...env } },
    );
    if (log) {
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
    }
    child.on('close', (status) => {
      const done = () => resolve(status ?? 1);
      if (log) log.end(done);
      else done();
    });
  });

const node = (args, env = {}) =>
  spawnSync(process.execPath, args, {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

// Every test database lives under one scratch folder, in RAM when the system has /dev/shm: copying
// the 40 MB PGlite template per test file is then about ten times faster.
const scratch = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'server-tests-'));
const template = join(scratch, 'template');
let failed = false;
try {
  if (node(['--import', 'tsx', 'test/support/create-pglite-template.ts', template]) !== 0) {
    throw new Error('could not create the PGlite template');
  }
  const passes = [
    [
      'PGlite',
      { TEST_DB_KIND: 'pglite', TEST_PGLITE_TEMPLATE: template, TEST_SCRATCH_DIR: scratch },
    ],
  ];
  if (process.env.TEST_DATABASE_URL)
    passes.push(['PostgreSQL', { TEST_DB_KIND: 'postgres', TEST_SCRATCH_DIR: scratch }]);
  // The two passes run side by side: PGlite works on the test process's own core, PostgreSQL
  // mostly in its server, so together they take little longer than the PGlite pass alone. The
  // first pass writes to the terminal as it goes; the others' output is kept and printed after it,
  // so no two logs interleave.
  const statuses = await Promise.all(
    passes.map(([name, env], index) =>
      runPass(name, env, index === 0 ? null : join(scratch, `${name}.log`)),
    ),
  );
  failed = statuses.some((status) => status !== 0);
  passes
    .slice(1)
    .forEach(([name]) => process.stdout.write(readFileSync(join(scratch, `${name}.log`))));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
