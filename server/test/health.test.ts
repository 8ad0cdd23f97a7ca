import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();

test('GET /api/health answers ok in the envelope', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { result: 0, errorMessage: null, data: { status: 'ok' } });
});
