import assert from 'node:assert/strict';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { desc, like } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { logs } from '../src/db/schema';
import { allow } from '../src/http/access';
import { authPlugin } from '../src/plugins/auth';
import { everyAnswerShortcomings } from './support/every-answer-headers';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { testRouteConfig } from './support/test-route';

const ERROR_LOG_WINDOW_MS = 1_500;
const { app } = await startTestApp({}, { errorLog: { windowMs: ERROR_LOG_WINDOW_MS } });
app.get('/api/test/boom', { config: testRouteConfig(allow('anonymous')) }, async () => {
  throw new Error('database password is hunter2');
});
app.get<{ Querystring: { n: string } }>(
  '/api/test/flood',
  { config: testRouteConfig(allow('anonymous')) },
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

test('headers too large answer 431 in the envelope, with the headers of every answer', async () => {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const answer = await new Promise<{ status?: number; headers: object; body: string }>(
    (resolve, reject) => {
      const sent = request(
        // Node reads 16 KB of headers at most.
        { port, path: '/api/health', headers: { 'x-filler': 'x'.repeat(20_000) } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode, headers: response.headers, body }),
          );
        },
      );
      sent.on('error', reject);
      sent.end();
    },
  );
  assert.equal(answer.status, 431);
  assert.deepEqual(JSON.parse(answer.body), {
    result: 1,
    errorMessage: 'The request headers are too large.',
    data: null,
  });
  assert.deepEqual(everyAnswerShortcomings(answer.headers as Record<string, unknown>), []);
});

test('a refusal of unknown fields names five of them at most, each cut short', async () => {
  const fields = Object.fromEntries(Array.from({ length: 50_000 }, (_, n) => [`field${n}`, 1]));
  const many = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, ...fields },
  });
  assert.equal(many.statusCode, 400);
  assert.deepEqual(many.json(), {
    result: 1,
    errorMessage: 'Unknown fields: field0, field1, field2, field3, field4 and 49995 more.',
    data: null,
  });
  const long = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, ['y'.repeat(10_000)]: 1 },
  });
  assert.deepEqual(long.json(), {
    result: 1,
    errorMessage: `Unknown field: ${'y'.repeat(40)}….`,
    data: null,
  });
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
