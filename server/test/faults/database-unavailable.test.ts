import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { postgresPool } from '../../src/db/client';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  STORAGE_FULL_MESSAGE,
} from '../../src/db/database-unavailable';
import { allow } from '../../src/http/access';
import { startTestApp } from '../support/test-app';
import { testRouteConfig } from '../support/test-route';

/** A port nobody listens on: connecting there fails like a stopped PostgreSQL. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const stoppedClient = postgresPool(`postgres://nobody@127.0.0.1:${await closedPort()}/x`, 1);
after(() => stoppedClient.end());
const stoppedDatabase = drizzle({ client: stoppedClient });

const { app } = await startTestApp();
app.get('/api/test/database-down', { config: testRouteConfig(allow('anonymous')) }, async () => {
  await stoppedDatabase.execute(sql`select 1`);
});
app.get('/api/test/disk-full', { config: testRouteConfig(allow('anonymous')) }, async () => {
  // What PostgreSQL raises when it cannot extend a table file.
  throw Object.assign(new Error('could not extend file: No space left on device'), {
    code: '53100',
  });
});
app.get(
  '/api/test/server-shutting-down',
  { config: testRouteConfig(allow('anonymous')) },
  async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
  },
);

const expect503 = async (url: string, errorMessage: string) => {
  const response = await app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, 503);
  assert.equal(response.headers['retry-after'], '5');
  assert.deepEqual(response.json(), { result: 1, errorMessage, data: null });
};

test('a query that cannot reach the database answers a 503 envelope, not a 500', async () => {
  await expect503('/api/test/database-down', DATABASE_UNAVAILABLE_MESSAGE);
});

test('one request after another while the database is down: each answers its 503 at once', async () => {
  // A driver that pauses before each new connection attempt after a failed one (postgres.js's
  // default grew threefold) makes a request wait where it must be told at once.
  const started = performance.now();
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await expect503('/api/test/database-down', DATABASE_UNAVAILABLE_MESSAGE);
  }
  assert.ok(performance.now() - started < 3_000, 'the 503s waited for reconnection pauses');
});

// node-postgres gives these no code: a connection lost under a query, one that could not be
// opened in time, a wait for a free connection of the pool that lasted too long.
for (const message of [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
]) {
  app.get(
    `/api/test/driver/${message.length}`,
    { config: testRouteConfig(allow('anonymous')) },
    async () => {
      throw new Error('Failed query: select 1', { cause: new Error(message) });
    },
  );
  test(`"${message}" from the driver answers the same 503`, async () => {
    await expect503(`/api/test/driver/${message.length}`, DATABASE_UNAVAILABLE_MESSAGE);
  });
}

test('a database shutting down answers the same 503', async () => {
  await expect503('/api/test/server-shutting-down', DATABASE_UNAVAILABLE_MESSAGE);
});

test('a full disk answers a 503 saying the change was not saved', async () => {
  await expect503('/api/test/disk-full', STORAGE_FULL_MESSAGE);
});
