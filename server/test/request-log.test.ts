import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { loggerOptions } from '../src/domain/logs/logger-options';
import { startTestApp } from './support/test-app';

type Line = { msg?: string; req?: { url?: string }; res?: { statusCode?: number } } & Record<
  string,
  unknown
>;

test('a request writes one log line, once answered: method, path, address, status and time', async () => {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().trim().split('\n')) lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  const { app } = await startTestApp(
    {},
    { logger: { ...loggerOptions({ level: 'info', port: 8080 }), stream } },
  );

  const answer = await app.inject({ method: 'GET', url: '/api/Convention/active?fresh=1' });

  const written = lines.filter((line) => line.req?.url === '/api/Convention/active');
  assert.equal(written.length, 1, JSON.stringify(written));
  const [line] = written;
  assert.equal(line?.msg, 'request completed');
  assert.deepEqual(line?.req, {
    method: 'GET',
    url: '/api/Convention/active',
    remoteAddress: '127.0.0.1',
  });
  assert.equal(line?.res?.statusCode, answer.statusCode);
  assert.equal(typeof line?.responseTime, 'number');
});
