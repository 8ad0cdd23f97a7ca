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
    'permissions-policy',
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

const deployFile = (path: string) =>
  readFileSync(join(findRepoRoot(), 'deploy/nginx', path), 'utf8');

/** Each server block of a site file, as text. */
const serverBlocks = (site: string): string[] => site.split(/^server \{$/m).slice(1);

test("Cross-Origin-Resource-Policy: the API's same-origin, cross-origin only where a remote is served to the shell", async () => {
  const api = (await app.inject({ method: 'GET', url: '/api/health' })).headers;
  assert.equal(api['cross-origin-resource-policy'], 'same-origin');
  assert.match(
    snippet,
    /^add_header Cross-Origin-Resource-Policy \$resource_policy_18xx_belgium always;$/m,
  );
  const policyOf = (block: string) =>
    /set \$resource_policy_18xx_belgium "([^"]*)";/.exec(block)?.[1];
  const [single] = serverBlocks(deployFile('sites/18xx-belgium.conf'));
  assert.equal(policyOf(single ?? ''), 'same-origin');
  const [shell, ...remotes] = serverBlocks(deployFile('sites/18xx-belgium-multi-origin.conf'));
  assert.equal(policyOf(shell ?? ''), 'same-origin');
  assert.equal(remotes.length, 2);
  for (const remote of remotes) assert.equal(policyOf(remote), 'cross-origin');
});

test('Strict-Transport-Security is on for every answer over TLS, pages and API alike, never over http', () => {
  const hsts = /^add_header Strict-Transport-Security \$hsts_18xx_belgium always;$/m;
  assert.match(snippet, hsts);
  assert.match(deployFile('snippets/18xx-belgium-api.conf'), hsts);
  const map = /^map \$scheme \$hsts_18xx_belgium \{\n([^}]*)\}/m.exec(
    deployFile('18xx-belgium-http.conf'),
  )?.[1];
  assert.ok(map, 'the $hsts_18xx_belgium map');
  const maxAge = Number(/^\s*https "max-age=(\d+)";$/m.exec(map)?.[1]);
  assert.ok(maxAge >= 31_536_000, `max-age ${maxAge}`);
  // nginx sends no header for an empty value.
  assert.match(map, /^\s*default "";$/m);
});

test('nginx serves no source map', () => {
  assert.match(snippet, /^if \(\$uri ~\* "\\\.map\$"\) \{\n\s+return 404;\n\}$/m);
});
