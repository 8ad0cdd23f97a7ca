import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rawRows } from './support/raw-rows';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();

const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });

const expectNotReady = async (message: string) => {
  const response = await ready();
  assert.equal(response.statusCode, 503);
  assert.equal(response.headers['retry-after'], '5');
  assert.deepEqual(response.json(), { result: 1, errorMessage: message, data: null });
};

test('ready once the database answers and every shipped migration is applied', async () => {
  const response = await ready();
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { result: 0, errorMessage: null, data: { status: 'ready' } });
  assert.equal(response.headers['cache-control'], 'no-store');
});

test('not ready while a shipped migration is missing from the database', async () => {
  const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
  const [removed] = await rawRows<{ hash: string; created_at: string }>(
    app.db,
    sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
  );
  assert.ok(removed);
  try {
    await expectNotReady('The database migrations are not applied.');
  } finally {
    await app.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed.hash}, ${removed.created_at})`,
    );
  }
  assert.equal((await ready()).statusCode, 200);
});

test('not ready when the database fails or does not answer in time', async (t) => {
  const execute = t.mock.method(app.db, 'execute', () => Promise.reject(new Error('ECONNREFUSED')));
  await expectNotReady('The database cannot be reached.');
  execute.mock.mockImplementation(() => new Promise<never>(() => undefined));
  await expectNotReady('The database cannot be reached.');
  execute.mock.restore();
  assert.equal((await ready()).statusCode, 200);
});

test('liveness (/api/health) never touches the database', async (t) => {
  t.mock.method(app.db, 'execute', () => Promise.reject(new Error('down')));
  assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
});
