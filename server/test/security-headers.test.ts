import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { allow } from '../src/http/access';
import { everyAnswerShortcomings } from './support/every-answer-headers';
import { serverOperations } from './support/route-matrix';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { loginToken } from './support/users';
import { testRouteConfig } from './support/test-route';

// A built site in miniature, so the static routes and the index.html fallback answer too.
const root = mkdtempSync(join(tmpdir(), 'security-headers-'));
after(() => rmSync(root, { recursive: true, force: true }));
for (const [path, content] of [
  ['shell/dist/index.html', '<!doctype html><title>shell</title>'],
  ['shell/dist/remotes.json', '{}'],
  ['shell/dist/main.0123abcd4567.js', 'console.log(1)'],
  ['member-app/dist/remoteEntry.js', 'var member_app;'],
  ['admin-app/dist/remoteEntry.js', 'var admin_app;'],
] as const) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

const { app } = await startTestApp({ staticDir: root });
app.get('/api/test/boom', { config: testRouteConfig(allow('anonymous')) }, async () => {
  throw new Error('boom');
});
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);

/** The policy as a map from directive to its sources, so the test reads it as the browser does. */
const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  );

/** Why a page's, a script's or a manifest's headers fall short, or an empty list. */
const documentShortcomings = (headers: LightMyRequestResponse['headers']): string[] => {
  const problems: string[] = [];
  const expectHeader = (name: string, value: string) => {
    if (headers[name] !== value) problems.push(`${name} is ${String(headers[name])}`);
  };
  expectHeader('x-content-type-options', 'nosniff');
  expectHeader('referrer-policy', 'no-referrer');
  expectHeader('x-frame-options', 'DENY');
  expectHeader('cross-origin-opener-policy', 'same-origin');

  const csp = directives(String(headers['content-security-policy'] ?? ''));
  const expectDirective = (name: string, sources: string[]) => {
    if (JSON.stringify(csp.get(name)) !== JSON.stringify(sources)) {
      problems.push(`CSP ${name} is ${String(csp.get(name)?.join(' '))}`);
    }
  };
  // Scripts from this origin only: no inline script, no eval, no nonce or hash to leak.
  expectDirective('script-src', ["'self'"]);
  expectDirective('default-src', ["'self'"]);
  expectDirective('object-src', ["'none'"]);
  expectDirective('base-uri', ["'none'"]);
  expectDirective('frame-ancestors', ["'none'"]);
  expectDirective('form-action', ["'self'"]);
  // Inline styles stay allowed for emotion (docs/decisions.md); nothing looser than that.
  expectDirective('style-src', ["'self'", "'unsafe-inline'"]);
  for (const [name, sources] of csp) {
    if (sources.some((source) => /unsafe-eval|^\*$|^https?:$|^data:$/.test(source))) {
      if (!(name === 'img-src' && sources.join(' ') === "'self' data:")) {
        problems.push(`CSP ${name} allows ${sources.join(' ')}`);
      }
    }
  }
  return problems;
};

/** JSON is data: it may load nothing and be framed nowhere. */
const DATA_POLICY = new Map([
  ['default-src', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
]);

const dataShortcomings = (headers: LightMyRequestResponse['headers']): string[] => {
  const problems: string[] = [];
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (headers['x-frame-options'] !== 'DENY') problems.push('no x-frame-options');
  const csp = String(headers['content-security-policy'] ?? '');
  if (JSON.stringify([...directives(csp)]) !== JSON.stringify([...DATA_POLICY])) {
    problems.push(`CSP is ${csp}`);
  }
  return problems;
};

/** Why a response's headers fall short, or an empty list. */
const shortcomings = (response: LightMyRequestResponse): string[] => {
  const headers = response.headers;
  // HSTS belongs to the TLS terminator (nginx), not to a server that may answer plain HTTP.
  const hsts = headers['strict-transport-security'] === undefined ? [] : ['HSTS from the server'];
  const json = String(headers['content-type'] ?? '').startsWith('application/json');
  return [
    ...hsts,
    ...everyAnswerShortcomings(headers),
    ...(json ? dataShortcomings(headers) : documentShortcomings(headers)),
  ];
};

const check = async (label: string, options: InjectOptions): Promise<number> => {
  const response = await app.inject(options);
  assert.deepEqual(shortcomings(response), [], `${label} → ${response.statusCode}`);
  return response.statusCode;
};

test('every /api route carries the security headers, for a visitor and for the admin', async () => {
  const operations = [...serverOperations(app).keys()];
  assert.ok(operations.length > 40, `only ${operations.length} routes found`);
  const statuses = new Set<number>();
  for (const operation of operations) {
    const [method = 'GET', path = ''] = operation.split(' ');
    // Any id will do: a missing record answers 404, and the headers must be there all the same.
    const url = path.replace(/\{[^}]+\}/g, '1');
    for (const token of [null, adminToken]) {
      const options: InjectOptions = {
        method: method as InjectOptions['method'],
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(['POST', 'PUT'].includes(method) ? { payload: {} } : {}),
      };
      statuses.add(await check(`${token ? 'admin' : 'visitor'} ${operation}`, options));
    }
  }
  // Successes, refusals and validation errors all went through the check.
  for (const status of [200, 400, 401]) assert.ok(statuses.has(status), `no ${status} seen`);
});

test('JSON answers carry the data policy, and the browsable API page the page policy', async () => {
  const json = await app.inject({ method: 'GET', url: '/api/health' });
  assert.match(String(json.headers['content-type']), /^application\/json/);
  assert.equal(
    json.headers['content-security-policy'],
    "default-src 'none'; frame-ancestors 'none'",
  );
  assert.equal(json.headers['cache-control'], 'no-store');
  const page = await app.inject({ method: 'GET', url: '/api/docs' });
  assert.match(String(page.headers['content-type']), /^text\/html/);
  assert.deepEqual(documentShortcomings(page.headers), []);
});

test('the pages, bundles, manifests and their fallbacks carry them too', async () => {
  for (const url of [
    '/',
    '/admin/user-management',
    '/inbox/conversation/42?x=1',
    '/main.0123abcd4567.js',
    '/remotes.json',
    '/remotes/member-app/remoteEntry.js',
    '/remotes/admin-app/remoteEntry.js',
  ]) {
    assert.equal(await check(url, { method: 'GET', url }), 200, url);
  }
  assert.equal(await check('HEAD /', { method: 'HEAD', url: '/' }), 200);
});

test('so do not-found answers and errors', async () => {
  assert.equal(await check('missing file', { method: 'GET', url: '/missing.js' }), 404);
  assert.equal(await check('unknown api', { method: 'DELETE', url: '/api/nothing/1' }), 404);
  const badJson = {
    method: 'POST' as const,
    url: '/api/Auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email": ',
  };
  assert.equal(await check('bad JSON', badJson), 400);
  assert.equal(await check('thrown error', { method: 'GET', url: '/api/test/boom' }), 500);
});
