import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { desc, like } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { logs } from '../src/db/schema';
import { allow } from '../src/http/access';
import { authPlugin } from '../src/plugins/auth';
import { startTestApp } from './support/test-app';

const ERROR_LOG_WINDOW_MS = 1_500;
const { app } = await startTestApp({}, { errorLog: { windowMs: ERROR_LOG_WINDOW_MS } });
app.get('/api/test/boom', { config: allow('anonymous') }, async () => {
  throw new Error('database password is hunter2');
});
app.get<{ Querystring: { n: string } }>(
  '/api/test/flood',
  { config: allow('anonymous') },
  async (request) => {
    throw new Error(`failure number ${request.query.n}`);
  },
);

test('an unknown /api route answers a 404 envelope, whatever the method', async () => {
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    const response = await app.inject({ method, url: '/api/NoSuchThing/42' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { result: 1, errorMessage: 'Not found.', data: null });
  }
});

test('a body that is not JSON answers a 400 envelope', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email": "admin@',
  });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json(), {
    result: 1,
    errorMessage: 'The request body is not valid JSON.',
    data: null,
  });
});

test('an unexpected error answers a generic 500 and goes to the logs table with its stack', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
  assert.equal(response.statusCode, 500);
  assert.deepEqual(response.json(), {
    result: 1,
    errorMessage: 'An unexpected error occurred.',
    data: null,
  });
  assert.ok(!response.body.includes('hunter2'));
  const [entry] = await app.db.select().from(logs).orderBy(desc(logs.id)).limit(1);
  assert.equal(entry?.logLevel, 'Error');
  assert.match(entry?.message ?? '', /GET \/api\/test\/boom: database password is hunter2/);
  assert.match(entry?.stackTrace ?? '', /errors\.test\.ts/);
});

test('a flood of one failure writes 5 Error rows a window, then one row with the count of the rest', async () => {
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, n) =>
      app.inject({ method: 'GET', url: `/api/test/flood?n=${n}` }),
    ),
  );
  assert.ok(answers.every((response) => response.statusCode === 500));
  const floodRows = () =>
    app.db.select().from(logs).where(like(logs.message, '%GET /api/test/flood%'));
  // Each message differs (it carries the input); the cause is the route and the stack.
  assert.equal((await floodRows()).length, 5);
  await sleep(ERROR_LOG_WINDOW_MS + 500);
  const rows = await floodRows();
  assert.equal(rows.length, 6);
  const summary = rows.find((row) => row.message.startsWith('195 more like this'));
  assert.ok(summary, rows.map((row) => row.message).join('\n'));
  assert.equal(summary.logLevel, 'Error');
  assert.match(summary.stackTrace ?? '', /errors\.test\.ts/);
  // A new window writes again.
  await app.inject({ method: 'GET', url: '/api/test/flood?n=last' });
  assert.equal((await floodRows()).length, 7);
});

test('every /api route must declare who may call it', async () => {
  const bare = Fastify();
  await bare.register(fp(async () => undefined, { name: 'db' }));
  await bare.register(authPlugin, { jwtSecret: new Uint8Array(32) });
  assert.throws(
    () => bare.get('/api/test/undeclared', async () => 'open'),
    /GET \/api\/test\/undeclared must declare config\.access/,
  );
  await bare.close();
});
