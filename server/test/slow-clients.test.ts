import assert from 'node:assert/strict';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { REQUEST_TIMEOUT_MESSAGE } from '../src/http/api-error';
import { everyAnswerShortcomings } from './support/every-answer-headers';
import { startTestApp } from './support/test-app';

/**
 * Clients that send too slowly, or nothing, are closed with a 408 envelope and counted; the
 * deadlines come from HTTP_*_TIMEOUT_MS, short here.
 */
const TIMEOUTS = { headersMs: 1_000, requestMs: 2_000, keepAliveMs: 1_000, idleMs: 10_000 };
// Node checks the deadlines every second at most: a client may outlive its deadline by that much.
const CHECK_INTERVAL_MS = 1_000;
const SLACK_MS = 1_000;

const logLines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line));
    done();
  },
});
const { app } = await startTestApp(
  { httpTimeouts: TIMEOUTS },
  { logger: { level: 'info', stream } },
);
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;

interface Outcome {
  /** Milliseconds from connecting to the server closing the connection. */
  closedAfterMs: number;
  received: string;
}

/** Opens a raw connection, sends `first`, then `drip` every `everyMs` until the server closes it. */
const slowClient = (first: string, drip: string | null, everyMs = 200) =>
  new Promise<Outcome>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      if (first) socket.write(first);
      if (drip !== null) {
        timer = setInterval(() => {
          if (socket.writable) socket.write(drip);
        }, everyMs);
      }
    });
    socket.on('data', (data) => (received += data.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
    setTimeout(() => reject(new Error('the server never closed the connection')), 15_000).unref();
  });

const slowClientLines = () => logLines.filter((line) => line.msg === 'slow client closed');

const expectClosedWith408 = ({ closedAfterMs, received }: Outcome, deadlineMs: number) => {
  assert.ok(closedAfterMs >= deadlineMs - 50, `closed after ${closedAfterMs} ms, too early`);
  assert.ok(
    closedAfterMs <= deadlineMs + CHECK_INTERVAL_MS + SLACK_MS,
    `closed after ${closedAfterMs} ms`,
  );
  const [head = '', body = ''] = received.split('\r\n\r\n');
  assert.match(head, /^HTTP\/1\.1 408 Request Timeout\r\n/);
  const headers = Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 2),
      ]),
  );
  assert.deepEqual(everyAnswerShortcomings(headers), []);
  assert.deepEqual(JSON.parse(body), {
    result: 1,
    errorMessage: REQUEST_TIMEOUT_MESSAGE,
    data: null,
  });
};

test('a client dripping one header line at a time is closed at the header deadline, and counted', async () => {
  const before = slowClientLines().length;
  const outcome = await slowClient(
    'GET /api/health HTTP/1.1\r\nHost: localhost\r\n',
    'X-Drip: 1\r\n',
  );
  expectClosedWith408(outcome, TIMEOUTS.headersMs);
  const counted = slowClientLines();
  assert.equal(counted.length, before + 1);
  assert.equal(counted.at(-1)?.slowClientsClosed, before + 1);
  assert.equal(counted.at(-1)?.remoteAddress, '127.0.0.1');
});

test('a client that connects and sends nothing is closed at the header deadline too', async () => {
  const before = slowClientLines().length;
  expectClosedWith408(await slowClient('', null), TIMEOUTS.headersMs);
  assert.equal(slowClientLines().length, before + 1);
});

test('a body dripped byte by byte is closed at the request deadline', async () => {
  const before = slowClientLines().length;
  const headers =
    'POST /api/Auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
    'Content-Length: 1000\r\n\r\n{';
  expectClosedWith408(await slowClient(headers, ' '), TIMEOUTS.requestMs);
  assert.equal(slowClientLines().length, before + 1);
});

test('a prompt client is answered, and its idle kept-alive connection closed without counting it', async () => {
  const before = slowClientLines().length;
  const { closedAfterMs, received } = await slowClient(
    'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
    null,
  );
  assert.match(received, /^HTTP\/1\.1 200 OK\r\n/);
  assert.match(received, /"status":"ok"/);
  assert.ok(closedAfterMs >= TIMEOUTS.keepAliveMs - 50, `closed after ${closedAfterMs} ms`);
  // Node keeps an idle connection one second past keepAliveTimeout, for requests in flight.
  assert.ok(
    closedAfterMs <= TIMEOUTS.keepAliveMs + 1_000 + SLACK_MS,
    `closed after ${closedAfterMs} ms`,
  );
  assert.equal(slowClientLines().length, before);
});
