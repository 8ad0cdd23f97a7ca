import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { startTestApp } from './support/test-app';

const root = mkdtempSync(join(tmpdir(), 'static-root-'));
after(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};
write('shell/dist/index.html', '<!doctype html><title>shell</title>');
write('shell/dist/prerendered/index.html', '<!doctype html><title>home</title>');
write('shell/dist/prerendered/index.html.gz', 'gzipped home');
write('shell/dist/prerendered/login.html', '<!doctype html><title>login</title>');
write('shell/dist/prerendered/password-reset.html', '<!doctype html><title>password reset</title>');
write('shell/dist/prerendered/nl.html', '<!doctype html><title>thuis</title>');
write('shell/dist/prerendered/nl/login.html', '<!doctype html><title>aanmelden</title>');
write('shell/dist/prerendered/fr/tourist-info.html', '<!doctype html><title>tourisme</title>');
write('shell/dist/remotes.json', '{}');
write('shell/dist/main.0123abcd4567.js', 'console.log(1)');
write('shell/dist/main.0123abcd4567.js.gz', 'gzipped copy');
write('shell/dist/main.0123abcd4567.js.br', 'brotli copy');
write('shell/dist/main.0123abcd4567.js.map', '{"version":3,"sources":["src/secret.ts"]}');
write('shell/dist/main.0123abcd4567.js.map.gz', 'gzipped map');
write('member-app/dist/remoteEntry.js', 'var member_app;');
write('member-app/dist/remoteEntry.js.map', '{"version":3}');
// admin-app/dist is missing on purpose: it is skipped, the rest is served.

const { app } = await startTestApp({ staticDir: root });
const get = (url: string) => app.inject({ method: 'GET', url });

test('a prerendered page is served at its path, with or without a query', async () => {
  for (const [url, title] of [
    ['/', 'home'],
    ['/?from=mail', 'home'],
    ['/login', 'login'],
    ['/password-reset', 'password reset'],
    ['/nl', 'thuis'],
    ['/nl/login', 'aanmelden'],
    ['/fr/tourist-info', 'tourisme'],
  ] as const) {
    const response = await get(url);
    assert.equal(response.statusCode, 200, url);
    assert.match(response.body, new RegExp(`<title>${title}</title>`), url);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
  }
  const gzipped = await app.inject({
    method: 'GET',
    url: '/',
    headers: { 'accept-encoding': 'gzip' },
  });
  assert.equal(gzipped.headers['content-encoding'], 'gzip');
  assert.equal(gzipped.body, 'gzipped home');
});

test("other page routes fall back to the shell's index.html", async () => {
  for (const url of ['/admin/users', '/inbox/conversation/42?x=1', '/login/']) {
    const response = await get(url);
    assert.equal(response.statusCode, 200, url);
    assert.match(response.body, /<title>shell<\/title>/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
  }
});

test('hashed assets are cached for long, manifests and remote entries are revalidated', async () => {
  const hashed = await get('/main.0123abcd4567.js');
  assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal((await get('/remotes.json')).headers['cache-control'], 'no-cache');
  const entry = await get('/remotes/member-app/remoteEntry.js');
  assert.equal(entry.statusCode, 200);
  assert.equal(entry.headers['cache-control'], 'no-cache');
});

test('missing files and unknown /api routes are 404s, not the shell', async () => {
  for (const url of ['/missing.js', '/remotes/admin-app/remoteEntry.js', '/api/nothing']) {
    const response = await get(url);
    assert.equal(response.statusCode, 404, url);
    assert.deepEqual(response.json(), { result: 1, errorMessage: 'Not found.', data: null });
  }
});

test("a script's precompressed copy goes to browsers that accept it, cached as the script", async () => {
  const url = '/main.0123abcd4567.js';
  const gzipped = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gzipped.headers['content-encoding'], 'gzip');
  assert.match(String(gzipped.headers['content-type']), /javascript/);
  assert.equal(gzipped.rawPayload.toString(), 'gzipped copy');
  assert.equal(gzipped.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(gzipped.headers.vary, 'accept-encoding');

  const plain = await app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'identity' },
  });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body, 'console.log(1)');
  assert.equal(plain.headers.vary, 'accept-encoding');
  assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');

  const withoutHeader = await app.inject({ method: 'GET', url });
  assert.equal(withoutHeader.headers['content-encoding'], undefined);
  assert.equal(withoutHeader.body, 'console.log(1)');

  const brotli = await app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  assert.equal(brotli.headers['content-encoding'], 'br');
  assert.equal(brotli.rawPayload.toString(), 'brotli copy');
  assert.equal(brotli.headers.vary, 'accept-encoding');
});

const SOURCE_MAPS = [
  '/main.0123abcd4567.js.map',
  '/main.0123abcd4567.js.map?v=1',
  '/MAIN.0123abcd4567.JS.MAP',
  '/remotes/member-app/remoteEntry.js.map',
];

test('source maps are not served: a 404 envelope, whatever the encoding asked for', async () => {
  for (const url of SOURCE_MAPS) {
    for (const encoding of ['identity', 'gzip, br']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': encoding },
      });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { result: 1, errorMessage: 'Not found.', data: null });
    }
  }
  // The script still names its map, so the browser's developer tools simply find none.
  assert.equal((await get('/main.0123abcd4567.js')).statusCode, 200);
});

test('SERVE_SOURCE_MAPS serves them, e.g. to debug a deployment', async () => {
  const { app: debugging } = await startTestApp({ staticDir: root, serveSourceMaps: true });
  const shellMap = await debugging.inject({ method: 'GET', url: SOURCE_MAPS[0] ?? '' });
  assert.equal(shellMap.statusCode, 200);
  assert.match(shellMap.body, /secret\.ts/);
  const remoteMap = await debugging.inject({ method: 'GET', url: SOURCE_MAPS[3] ?? '' });
  assert.equal(remoteMap.statusCode, 200);
});
