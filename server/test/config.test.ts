import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { findRepoRoot, loadConfig } from '../src/config';

const dir = mkdtempSync(join(tmpdir(), 'config-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('defaults follow the agreed environment', () => {
  const config = loadConfig({ DATA_DIR: join(dir, 'a') });
  assert.equal(config.port, 8080);
  assert.equal(config.databaseUrl, null);
  // PostgreSQL's rule of thumb: twice the cores plus one (5 on the 2-core CI machine).
  assert.equal(config.databasePoolSize, 2 * availableParallelism() + 1);
  assert.equal(config.adminEmail, 'admin@18xx.be');
  assert.equal(config.adminPassword, null);
  assert.equal(config.seedDemo, false);
  assert.equal(config.staticDir, findRepoRoot());
  assert.ok(existsSync(join(findRepoRoot(), 'server', 'package.json')));
});

test('without JWT_SECRET a random secret is generated once and kept in DATA_DIR', () => {
  const first = loadConfig({ DATA_DIR: join(dir, 'b') });
  assert.ok(existsSync(join(dir, 'b', 'jwt-secret')));
  assert.equal(first.jwtSecret.length, 32);
  const second = loadConfig({ DATA_DIR: join(dir, 'b') });
  assert.deepEqual(second.jwtSecret, first.jwtSecret);
  assert.notDeepEqual(loadConfig({ DATA_DIR: join(dir, 'c') }).jwtSecret, first.jwtSecret);
});

test('a short JWT_SECRET is refused', () => {
  assert.throws(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' }), /at least 32 bytes/);
});

test('DATABASE_POOL_SIZE sizes the PostgreSQL pool and must be a whole number', () => {
  const env = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) };
  assert.equal(loadConfig({ ...env, DATABASE_POOL_SIZE: '40' }).databasePoolSize, 40);
  for (const wrong of ['0', '2.5', 'many']) {
    assert.throws(() => loadConfig({ ...env, DATABASE_POOL_SIZE: wrong }), /DATABASE_POOL_SIZE/);
  }
});

test('HTTP_*_TIMEOUT_MS set how long a client may take; a header deadline past the request one is refused', () => {
  const env = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) };
  assert.deepEqual(loadConfig(env).httpTimeouts, {
    headersMs: 15_000,
    requestMs: 60_000,
    keepAliveMs: 72_000,
    idleMs: 120_000,
  });
  assert.deepEqual(
    loadConfig({
      ...env,
      HTTP_HEADERS_TIMEOUT_MS: '500',
      HTTP_REQUEST_TIMEOUT_MS: '900',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '700',
      HTTP_IDLE_TIMEOUT_MS: '800',
    }).httpTimeouts,
    { headersMs: 500, requestMs: 900, keepAliveMs: 700, idleMs: 800 },
  );
  for (const wrong of ['0', '1.5', 'soon']) {
    assert.throws(
      () => loadConfig({ ...env, HTTP_IDLE_TIMEOUT_MS: wrong }),
      /HTTP_IDLE_TIMEOUT_MS/,
    );
  }
  assert.throws(
    () => loadConfig({ ...env, HTTP_HEADERS_TIMEOUT_MS: '70000' }),
    /cannot be longer than HTTP_REQUEST_TIMEOUT_MS/,
  );
});

test('source maps are served only when SERVE_SOURCE_MAPS is on', () => {
  const env = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) };
  assert.equal(loadConfig(env).serveSourceMaps, false);
  assert.equal(loadConfig({ ...env, SERVE_SOURCE_MAPS: '1' }).serveSourceMaps, true);
});

test('relative paths are taken from where the command was typed', () => {
  const config = loadConfig({ DATA_DIR: 'data-here', INIT_CWD: dir, JWT_SECRET: 'x'.repeat(32) });
  assert.equal(config.dataDir, join(dir, 'data-here'));
});

test("PUBLIC_URL is the site's address mails link to, without a trailing slash", () => {
  const env = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) };
  assert.equal(loadConfig({ ...env, PORT: '3000' }).publicUrl, 'http://localhost:3000');
  assert.equal(
    loadConfig({ ...env, PUBLIC_URL: ' https://18xx.be/ ' }).publicUrl,
    'https://18xx.be',
  );
  assert.equal(
    loadConfig({ ...env, PUBLIC_URL: 'https://example.org/club/' }).publicUrl,
    'https://example.org/club',
  );
  for (const wrong of ['18xx.be', 'ftp://18xx.be']) {
    assert.throws(() => loadConfig({ ...env, PUBLIC_URL: wrong }), /PUBLIC_URL/);
  }
});
