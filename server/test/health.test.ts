import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();

test('GET /api/health answers ok in the envelope', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json(), { result: 0, errorMessage: null, data: { status: 'ok' } });
});

test('answers carry the security headers', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(response.headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
  ]) {
    assert.ok(csp.includes(directive), `CSP lacks ${directive}`);
  }
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.equal(response.headers['referrer-policy'], 'no-referrer');
  assert.equal(response.headers['cache-control'], 'no-store');
});
