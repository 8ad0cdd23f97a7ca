// What nginx answers on /api by itself, checked over HTTP: a bank statement of the API's 10 MB
// passes, a body past a location's limit is a 413, no API instance a 502, no answer in time a 504,
// each in the API's JSON envelope rather than nginx's HTML page.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { renderNginx } from './nginx.mjs';
import { freePort, run, start, waitFor } from './processes.mjs';

const MB = 1024 * 1024;

/** A body of about `bytes` that the API reads as a statement import: base64 of nothing useful. */
const importBody = (bytes) =>
  JSON.stringify({ fileName: 'statement.xml', contentBase64: 'A'.repeat(bytes) });

const post = async (url, body, token) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  return { response, text: await response.text() };
};

/** nginx's own answer: the status, and the envelope with a sentence, as JSON. */
const assertEnvelope = ({ response, text }, status, what) => {
  assert.equal(response.status, status, `${what}: ${response.status} ${text.slice(0, 200)}`);
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/, what);
  const body = JSON.parse(text);
  assert.equal(body.result, 1, what);
  assert.equal(body.data, null, what);
  assert.ok(typeof body.errorMessage === 'string' && body.errorMessage.length > 20, what);
  console.log(`${what}: ${status} "${body.errorMessage}"`);
};

/** Limits and the 413 through the running layout (the shell's origin). */
const checkBodyLimits = async (shell, token) => {
  const nearlyTen = await post(`${shell}/api/Payments/import`, importBody(13 * MB), token);
  // The API read it (and found no statement in it): nginx let the whole body through.
  assert.equal(nearlyTen.response.status, 400, nearlyTen.text.slice(0, 200));
  assert.equal(JSON.parse(nearlyTen.text).result, 1);
  console.log(
    `a 13 MB statement import reaches the API: ${JSON.parse(nearlyTen.text).errorMessage}`,
  );
  assertEnvelope(
    await post(`${shell}/api/Payments/import`, importBody(16 * MB), token),
    413,
    'a 16 MB statement import',
  );
  assertEnvelope(
    await post(`${shell}/api/Template`, JSON.stringify({ body: 'x'.repeat(3 * MB) }), token),
    413,
    'a 3 MB body elsewhere on /api',
  );
};

/** An nginx of the shipped single-origin site in front of API ports that fail in some way. */
const nginxInFront = async ({ repoRoot, work, siteRoot, name, apiPorts, readTimeoutSeconds }) => {
  const dir = join(work, `nginx-${name}`);
  const port = await freePort();
  const conf = renderNginx({
    repoRoot,
    dir,
    site: '18xx-belgium.conf',
    siteRoot,
    ports: { shell: port },
    apiPorts,
    readTimeoutSeconds,
  });
  const errorLog = join(dir, 'logs/error.log');
  run(process.env.NGINX ?? '/usr/sbin/nginx', ['-t', '-q', '-e', errorLog, '-c', conf]);
  const nginx = start(
    `nginx-${name}`,
    process.env.NGINX ?? '/usr/sbin/nginx',
    ['-e', errorLog, '-c', conf, '-g', 'daemon off;'],
    { logFile: join(dir, 'logs/stdout.log'), stopSignal: 'SIGQUIT' },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, { process: nginx, timeoutMs: 20_000 });
  return {
    url,
    stop: async () => {
      nginx.child.kill('SIGQUIT');
      await nginx.exited;
    },
  };
};

/** The 502 (no instance listening) and the 504 (an instance that never answers). */
const checkUpstreamFailures = async (layout) => {
  const closed = [await freePort(), await freePort()];
  const down = await nginxInFront({ ...layout, name: 'api-down', apiPorts: closed });
  try {
    assertEnvelope(await fetchText(`${down.url}/api/health`), 502, 'no API instance listening');
  } finally {
    await down.stop();
  }
  const sockets = new Set();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address();
  const slow = await nginxInFront({
    ...layout,
    name: 'api-silent',
    apiPorts: [port, port],
    readTimeoutSeconds: 1,
  });
  try {
    assertEnvelope(await fetchText(`${slow.url}/api/health`), 504, 'an API that never answers');
  } finally {
    await slow.stop();
    for (const socket of sockets) socket.destroy();
    silent.close();
  }
};

const fetchText = async (url) => {
  const response = await fetch(url);
  return { response, text: await response.text() };
};

/**
 * layout: { repoRoot, work, siteRoot, shell } of the running deploy check; token: an admin's.
 */
export const checkNginxOwnAnswers = async (layout, token) => {
  await checkBodyLimits(layout.shell, token);
  await checkUpstreamFailures(layout);
};
