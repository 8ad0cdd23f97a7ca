import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../src/app';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/db/database-unavailable';
import { DATABASE_UNREACHABLE_MESSAGE } from '../../src/health/ready';
import { newTestDatabase, testConfig, ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/test-app';

/**
 * DATABASE_URL names a PostgreSQL that is not there when the server starts: the process stays up
 * and listens, liveness answers 200, readiness and the API 503 with Retry-After, and once the
 * database answers the server migrates, seeds and serves, without a restart.
 */

/** A free port, closed again: connecting there fails like a PostgreSQL that is not started. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const urlOnPort = (url: string, port: number) => {
  const moved = new URL(url);
  moved.host = `127.0.0.1:${port}`;
  return moved.toString();
};

const get = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, headers: response.headers, body: await response.json() };
};

/** Liveness 200; readiness and the API a 503 envelope with Retry-After. */
const expectWaitingForDatabase = async (base: string) => {
  const live = await get(base, '/api/health');
  assert.equal(live.status, 200);
  const ready = await get(base, '/api/health/ready');
  assert.equal(ready.status, 503);
  assert.equal(ready.headers.get('retry-after'), '5');
  assert.deepEqual(ready.body, {
    result: 1,
    errorMessage: DATABASE_UNREACHABLE_MESSAGE,
    data: null,
  });
  for (const path of ['/api/Convention/active', '/api/Notification/public']) {
    const api = await get(base, path);
    assert.equal(api.status, 503, path);
    assert.equal(api.headers.get('retry-after'), '5');
    assert.deepEqual(api.body, {
      result: 1,
      errorMessage: DATABASE_UNAVAILABLE_MESSAGE,
      data: null,
    });
  }
  const login = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  assert.equal(login.status, 503);
};

const waitFor = async (what: string, check: () => Promise<boolean>, withinMs: number) => {
  const deadline = Date.now() + withinMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(200);
  }
};

test('the server process starts and listens with its database away, and stays up', async () => {
  const dataDir = mkdtempSync(join(process.env.TEST_SCRATCH_DIR ?? tmpdir(), 'no-db-'));
  after(() => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Read, so the pipe never fills; shown when the test fails.
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let exitCode: number | null = null;
  server.on('exit', (code) => (exitCode = code ?? -1));
  after(() => server.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  await waitFor('the server listens', async () => (await fetch(`${base}/api/health`)).ok, 20_000);
  await expectWaitingForDatabase(base);
  // Several retries later (0.5, 1, 2 s...), still up.
  await sleep(4_000);
  assert.equal(exitCode, null, `the process exited: ${stderr}`);
  await expectWaitingForDatabase(base);
  server.kill('SIGTERM');
  await waitFor('the server stops on SIGTERM', async () => exitCode !== null, 15_000);
  assert.equal(exitCode, 0);
});

/**
 * A TCP forwarder to PostgreSQL that holds its port from the start, so no other socket can take it
 * meanwhile: until `arrive()` it resets every connection, as a PostgreSQL that is not up yet refuses
 * them, and then it forwards. When either side of a forwarded connection closes, so does the other:
 * a half-closed socket that no longer reads keeps `close()` waiting while keeping nothing alive.
 */
const databaseThatComesLater = async (target: URL) => {
  let arrived = false;
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    if (!arrived) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    forward(client, upstream);
    forward(upstream, client);
  });
  const forward = (from: Socket, to: Socket) => {
    sockets.add(from);
    from.on('error', () => to.destroy());
    from.on('close', () => {
      sockets.delete(from);
      to.destroy();
    });
    from.pipe(to);
  };
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    arrive: () => (arrived = true),
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        proxy.close(() => resolve());
      }),
  };
};

test('the app connects, migrates and seeds when PostgreSQL comes, then serves', async (t) => {
  const database = await newTestDatabase();
  if (!database.databaseUrl || process.env.TEST_DB_KIND !== 'postgres') {
    t.skip('PostgreSQL only (TEST_DATABASE_URL): PGlite is a directory, never away');
    return;
  }
  const postgres = await databaseThatComesLater(new URL(database.databaseUrl));
  after(() => postgres.close());
  const config = testConfig(database, {
    databaseUrl: urlOnPort(database.databaseUrl, postgres.port),
  });
  let seeded = false;
  const app = await buildApp({ config, onSeeded: () => (seeded = true) });
  after(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await expectWaitingForDatabase(base);
  assert.equal(seeded, false);

  postgres.arrive();
  const cameAt = Date.now();
  await waitFor(
    'ready once PostgreSQL answers',
    async () => (await get(base, '/api/health/ready')).status === 200,
    15_000,
  );
  console.log(`ready ${Date.now() - cameAt} ms after PostgreSQL came`);
  assert.equal(seeded, true);
  const login = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  assert.equal(login.status, 200, 'the seeded administrator signs in');
  assert.equal((await get(base, '/api/Notification/public')).status, 200);
});
