// Runs every test/**/*.test.ts with node's test runner (through tsx): once on PGlite, then again on
// PostgreSQL when TEST_DATABASE_URL is set. Optional arguments narrow the run to those files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
  for (const [name, env] of passes) {
    console.log(`\n# server tests on ${name}`);
    // One file at a time: the machine is shared and each PGlite instance is a sizeable WASM heap.
    const status = node(
      ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
      env,
    );
    failed ||= status !== 0;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
