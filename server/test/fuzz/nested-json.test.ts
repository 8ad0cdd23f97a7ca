import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { logs } from '../../src/db/schema';
import { DEFAULT_ERROR_LOG_LIMITS } from '../../src/shared/logs/error-log-limiter';
import { BODY_TOO_DEEP_MESSAGE, MAX_BODY_DEPTH } from '../../src/plugins/json-body';
import { serverOperations } from '../support/route-matrix';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from '../support/test-app';
import { loginToken } from '../support/users';

/**
 * Bodies nested past any sane depth, sent to every /api route as a visitor and as the admin: each
 * is refused with 400 and the envelope before anything walks it, and none writes an Error row.
 */

const { app } = await startTestApp();
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);

const nested = (depth: number, open: string, close: string, inner = '1') =>
  `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Bodies no route may walk: what the probe sent (20 KB of arrays) and its variants. */
const TOO_DEEP: Record<string, string> = {
  '10,000 nested arrays': nested(10_000, '[', ']', ''),
  '10,000 nested objects': nested(10_000, '{"a":', '}'),
  'arrays and objects in turn': nested(5_000, '{"a":[', ']}'),
  'deep in a real field': `{"gameName":${nested(10_000, '[', ']')},"description":"x"}`,
  'openers only (not even JSON)': '['.repeat(100_000),
  'one level too deep': nested(MAX_BODY_DEPTH + 1, '[', ']'),
  'brackets in a string, then deep': `{"a":"]]]]\\"]]]","b":${nested(MAX_BODY_DEPTH, '[', ']')}}`,
};

/** Bodies that are deep only to a reader that miscounts: the depth check must let them through. */
const NOT_TOO_DEEP: Record<string, string> = {
  'the deepest allowed': nested(MAX_BODY_DEPTH, '[', ']'),
  '10,000 brackets inside a string': `{"gameName":"${'['.repeat(10_000)}"}`,
  'escaped quotes before brackets': `{"a":"\\"${'{'.repeat(100)}"}`,
};

const routes = [...serverOperations(app).keys()].map((key) => {
  const [method = 'GET', path = ''] = key.split(' ');
  // Path parameters get a value of the right shape for most routes; a 404 is fine too.
  return { method, url: path.replace(/\{[^}]+\}/g, '1') };
});

const errorRows = async () =>
  (await app.db.select({ n: count() }).from(logs).where(eq(logs.logLevel, 'Error')))[0]?.n ?? 0;

const send = (method: string, url: string, payload: string, token?: string, from = '127.0.0.1') =>
  app.inject({
    method: method as 'POST',
    url,
    payload,
    remoteAddress: from,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

test('every route refuses a body nested too deeply with 400 and the envelope, never 5xx', async () => {
  const before = await errorRows();
  const statuses = new Map<number, number>();
  for (const { method, url } of routes) {
    for (const [name, body] of Object.entries(TOO_DEEP)) {
      for (const token of [undefined, adminToken]) {
        const response = await send(method, url, body, token);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${name} to ${method} ${url} as ${token ? 'admin' : 'visitor'}`;
        assert.ok(response.statusCode < 500, `${where}: ${response.statusCode} ${response.body}`);
        if (BODY_METHODS.has(method) && response.statusCode !== 401) {
          assert.equal(response.statusCode, 400, where);
          assert.deepEqual(response.json(), {
            result: 1,
            errorMessage: BODY_TOO_DEEP_MESSAGE,
            data: null,
          });
        }
        // Otherwise a GET, whose body is never read, or a token refused before the body is read.
      }
    }
  }
  console.log(
    `nested JSON: ${routes.length} routes x ${Object.keys(TOO_DEEP).length} bodies x 2 callers;`,
    `answers ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  assert.equal(await errorRows(), before, 'no Error row was written');
});

test('a body deep only inside its strings, or at the limit, reaches the route', async () => {
  for (const [name, body] of Object.entries(NOT_TOO_DEEP)) {
    const response = await send('POST', '/api/FeaturedGames', body, adminToken);
    assert.equal(response.statusCode, 400, name);
    assert.notEqual(response.json<{ errorMessage: string }>().errorMessage, BODY_TOO_DEEP_MESSAGE);
  }
});

test('a flood of 200 deep bodies from many addresses: 0 x 5xx, Error rows within the per-cause limit', async () => {
  const before = await errorRows();
  const body = TOO_DEEP['10,000 nested arrays'] ?? '';
  const writes = routes.filter(({ method }) => BODY_METHODS.has(method));
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, index) => {
      const { method, url } = writes[index % writes.length] ?? { method: 'POST', url: '/' };
      return send(method, url, body, undefined, `10.0.${index >> 8}.${index & 255}`);
    }),
  );
  const serverErrors = answers.filter((response) => response.statusCode >= 500).length;
  const added = (await errorRows()) - before;
  console.log(`flood: 200 requests, ${serverErrors} x 5xx, ${added} Error rows added`);
  assert.equal(serverErrors, 0);
  assert.ok(added <= DEFAULT_ERROR_LOG_LIMITS.perCause, `${added} Error rows`);
});
