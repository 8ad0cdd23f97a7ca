// Headers of the nginx layout, checked over HTTP: caching, security headers, CORS, the API proxy.
import assert from 'node:assert/strict';

const get = (url, headers = {}) => fetch(url, { headers, redirect: 'manual' });

export const checkHttpLayout = async ({ shell, member, admin, remotes }) => {
  const page = await get(`${shell}/admin/logs`);
  assert.equal(page.status, 200, 'a page route answers the shell');
  assert.equal(page.headers.get('cache-control'), 'no-cache', 'index.html is revalidated');
  const html = await page.text();
  const csp = page.headers.get('content-security-policy') ?? '';
  assert.match(
    csp,
    new RegExp(`script-src 'self' ${member} ${admin};`),
    'CSP lists the remote origins',
  );
  assert.match(csp, /object-src 'none'/);
  assert.equal(page.headers.get('x-content-type-options'), 'nosniff');

  const script = /src="?\/?([^"\s>]+\.js)/.exec(html)?.[1];
  assert.ok(script, 'index.html loads a script');
  const asset = await get(`${shell}/${script}`);
  assert.equal(asset.status, 200);
  assert.match(
    asset.headers.get('cache-control') ?? '',
    /immutable/,
    `${script} is cached for good`,
  );

  const gzipped = await get(`${shell}/${script}`, { 'Accept-Encoding': 'gzip' });
  assert.equal(gzipped.headers.get('content-encoding'), 'gzip', `${script} is sent gzipped`);
  assert.match(gzipped.headers.get('vary') ?? '', /accept-encoding/i, 'caches keep both forms');
  assert.match(gzipped.headers.get('cache-control') ?? '', /immutable/, 'the .gz copy as cached');

  const manifest = await get(`${shell}/remotes.json`);
  assert.equal(manifest.headers.get('cache-control'), 'no-cache', 'remotes.json is revalidated');
  assert.deepEqual(await manifest.json(), remotes);

  const entry = await get(remotes.member_app, { Origin: shell });
  assert.equal(entry.status, 200);
  assert.equal(entry.headers.get('cache-control'), 'no-cache', 'remoteEntry.js is revalidated');
  assert.equal(entry.headers.get('access-control-allow-origin'), shell, 'CORS for the shell');
  const stranger = await get(remotes.member_app, { Origin: 'https://evil.example' });
  assert.equal(stranger.headers.get('access-control-allow-origin'), null, 'no CORS for others');
  const sameOrigin = await get(`${shell}/remotes.json`, { Origin: shell });
  assert.equal(sameOrigin.headers.get('access-control-allow-origin'), null, 'no CORS on the shell');

  // Each language's prerendered pages at their own addresses; the home page's without a slash.
  for (const [path, language] of [
    ['/nl/login', 'nl'],
    ['/fr', 'fr'],
    ['/login', 'en'],
  ]) {
    const prerendered = await get(`${shell}${path}`);
    assert.equal(prerendered.status, 200, `${path} answers`);
    assert.equal(prerendered.headers.get('cache-control'), 'no-cache', `${path} is revalidated`);
    assert.match(await prerendered.text(), new RegExp(`<html lang=${language}[ >]`), `${path}`);
  }

  assert.equal((await get(`${shell}/missing-file.js`)).status, 404, 'a missing file is a 404');
  assert.equal((await get(`${member}/`)).status, 404, 'the member origin serves its bundle only');

  const health = await get(`${shell}/api/health/ready`);
  assert.equal(health.status, 200, 'the API answers through nginx');
  assert.equal(health.headers.get('cache-control'), 'no-store', 'the API keeps its own headers');
  const docs = await get(`${shell}/api/docs`);
  assert.equal(docs.status, 200, 'the API documentation is reachable');
  const document = await get(`${shell}/api/docs/openapi.json`, { 'Accept-Encoding': 'gzip' });
  assert.equal(document.headers.get('content-encoding'), 'gzip', "the API's JSON is compressed");
};
