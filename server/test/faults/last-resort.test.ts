import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * An exception thrown outside any promise (as a database driver's did when PostgreSQL restarted)
 * reaches no handler of a request: the server logs it as fatal and exits with 1 at once, so that
 * systemd starts it again, rather than staying up half broken or hanging.
 */

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

// Loaded before the server: on SIGUSR2, a throw from a bare callback, like a driver's socket code.
const THROW_ON_SIGNAL = `data:text/javascript,${encodeURIComponent(
  "process.on('SIGUSR2', () => setImmediate(() => { throw new TypeError('thrown outside any promise'); }));",
)}`;

test(
  'an exception nothing catches is logged as fatal and the process exits with 1',
  // The guard is the process's, whatever the database: once is enough.
  { skip: process.env.TEST_DB_KIND === 'postgres' && 'runs in the PGlite pass' },
  async () => {
    const dataDir = mkdtempSync(join(process.env.TEST_SCRATCH_DIR ?? tmpdir(), 'last-resort-'));
    after(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const server = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', THROW_ON_SIGNAL, 'src/server.ts'],
      {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          JWT_SECRET: 'x'.repeat(32),
          ADMIN_PASSWORD: 'Last-Resort-1!',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    after(() => server.kill('SIGKILL'));

    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      assert.ok(Date.now() < deadline, `the server did not start:\n${output}`);
      await sleep(200);
    }
    const thrownAt = Date.now();
    server.kill('SIGUSR2');
    const code = await exited;
    assert.equal(code, 1, output);
    assert.ok(Date.now() - thrownAt < 5_000, 'exited at once, not after a hang');
    // The handler's own line (the default handler would only print the stack).
    const fatal = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) => JSON.parse(line) as { level?: string; msg?: string; err?: { message?: string } },
      )
      .find((line) => line.level === 'fatal');
    assert.equal(fatal?.msg, 'Uncaught exception', output);
    assert.equal(fatal?.err?.message, 'thrown outside any promise');
  },
);
