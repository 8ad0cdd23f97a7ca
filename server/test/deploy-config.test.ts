import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { findRepoRoot } from '../src/config';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();
const snippet = readFileSync(
  join(findRepoRoot(), 'deploy/nginx/snippets/18xx-belgium-static.conf'),
  'utf8',
);

/** The add_header lines of the nginx snippet, the remote-origins variable left empty. */
const nginxHeaders = (): Map<string, string> =>
  new Map(
    [...snippet.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
      (name ?? '').toLowerCase(),
      (value ?? '').replaceAll('$remote_origins_18xx_belgium', ''),
    ]),
  );

const directives = (csp: string) => new Set(csp.split(';').map((part) => part.trim()));

test("nginx sends the bundles the API's own security headers for pages", async () => {
  // The browsable API page: an HTML page the API serves itself.
  const api = (await app.inject({ method: 'GET', url: '/api/docs' })).headers;
  const nginx = nginxHeaders();
  for (const name of [
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ]) {
    assert.equal(nginx.get(name), api[name], name);
  }
  // connect-src 'self' is what default-src 'self' already means; nginx names it to add remote
  // origins (the shell fetches their build-info.json).
  const nginxCsp = directives(nginx.get('content-security-policy') ?? '');
  nginxCsp.delete("connect-src 'self'");
  assert.deepEqual(nginxCsp, directives(String(api['content-security-policy'])));
});

test('nginx compresses what it sends: the .gz copies of scripts, other text on the fly', () => {
  const http = readFileSync(join(findRepoRoot(), 'deploy/nginx/18xx-belgium-http.conf'), 'utf8');
  assert.match(snippet, /^gzip_static on;$/m);
  assert.match(http, /^gzip on;$/m);
  assert.match(http, /^gzip_vary on;$/m);
  const types = new Set(/^gzip_types ([^;]+);$/m.exec(http)?.[1]?.split(/\s+/));
  for (const type of ['application/javascript', 'application/json', 'text/css']) {
    assert.ok(types.has(type), `${type} is compressed`);
  } // With Debian's Brotli module, the .br copies the builds write too (deploy/README.md, step 8).
  const brotli = readFileSync(
    join(findRepoRoot(), 'deploy/nginx/18xx-belgium-brotli.conf'),
    'utf8',
  );
  assert.match(brotli, /^brotli_static on;$/m);
});
