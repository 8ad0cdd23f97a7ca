import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { loggerOptions } from '../src/shared/logs/logger-options';
import { startTestApp } from './support/test-app';

type Line = {
  msg?: string;
  level?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
} & Record<string, unknown>;

/** A test app whose log lines, at `level`, are collected parsed. */
const appLoggingAt = async (level: string) => {
  const lines: Line[] = [];
  const written: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().trim().split('\n')) {
        written.push(line);
        lines.push(JSON.parse(line) as Line);
      }
      done();
    },
  });
  const { app } = await startTestApp(
    {},
    { logger: { ...loggerOptions({ level, port: 8080 }), stream } },
  );
  const linesFor = (url: string) =>
    lines.filter((line) => line.msg === 'request completed' && line.req?.url === url);
  return { app, linesFor, written };
};

test('a request writes one log line, once answered: method, path, address, status and time', async () => {
  const { app, linesFor } = await appLoggingAt('info');

  const answer = await app.inject({ method: 'GET', url: '/api/Notification/private?fresh=1' });

  const written = linesFor('/api/Notification/private');
  assert.equal(written.length, 1, JSON.stringify(written));
  const [line] = written;
  assert.equal(line?.level, 'info');
  assert.deepEqual(line?.req, {
    method: 'GET',
    url: '/api/Notification/private',
    remoteAddress: '127.0.0.1',
  });
  assert.equal(line?.res?.statusCode, answer.statusCode);
  assert.equal(typeof line?.responseTime, 'number');
});

test('the public answers served from memory write their line at debug, and at info when they fail', async () => {
  const atInfo = await appLoggingAt('info');
  assert.equal((await atInfo.app.inject({ url: '/api/Notification/public' })).statusCode, 200);
  assert.deepEqual(atInfo.linesFor('/api/Notification/public'), []);
  // No convention is active in a fresh database: the answer is a 404, which is logged.
  assert.equal((await atInfo.app.inject({ url: '/api/Convention/active' })).statusCode, 404);
  assert.equal(atInfo.linesFor('/api/Convention/active').length, 1);

  const atDebug = await appLoggingAt('debug');
  await atDebug.app.inject({ url: '/api/Notification/public' });
  assert.deepEqual(
    atDebug.linesFor('/api/Notification/public').map((line) => line.level),
    ['debug'],
  );
});

test("no log line holds a calendar feed's token, in whatever form its path is asked", async () => {
  const { app, written } = await appLoggingAt('info');
  const token = 'Zq7Feed-Token_Secret9XyW';
  const encoded = [...token].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
  const paths = [
    `/api/Calendar/${token}.ics`,
    `/api/Calendar/${token}`,
    `/api/Calendar/${token}.ics?x=1`,
    `/api/Calendar/${token}?refresh=${token}`,
    `/api/Calendar/${encoded}.ics`,
    `/api/Calendar/${encoded}`,
    `/api/%43alendar/${token}.ics`,
    `/api/calendar/${token}.ICS`,
    `/api//Calendar/${token}.ics`,
    `/api/Calendar/%3F${token}.ics`,
    `/api/Calendar/${token}/more`,
  ];
  for (const url of paths) await app.inject({ method: 'GET', url });
  const logged = written.filter((line) => line.includes('"req"'));
  assert.ok(logged.length >= paths.length, `${logged.length} request lines`);
  for (const line of written) {
    assert.ok(!line.includes(token) && !line.includes(encoded.slice(0, 30)), line);
  }
  const urls = logged.map((line) => (JSON.parse(line) as Line).req?.url);
  assert.ok(urls.includes('/api/Calendar/[REDACTED].ics'), JSON.stringify(urls));
  assert.ok(urls.includes('/api/Calendar/[REDACTED]'), JSON.stringify(urls));
});
