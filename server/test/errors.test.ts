import assert from 'node:assert/strict';
import { test } from 'node:test';
import { desc } from 'drizzle-orm';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { logs } from '../src/db/schema';
import { allow } from '../src/http/access';
import { authPlugin } from '../src/plugins/auth';
import { startTestApp } from './support/test-app';
import { testRouteConfig } from './support/test-route';

const { app } = await startTestApp();
app.get('/api/test/boom', { config: testRouteConfig(allow('anonymous')) }, async () => {
  throw new Error('database password is hunter2');
});

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
