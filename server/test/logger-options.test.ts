import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import Fastify from 'fastify';
import { loggerOptions } from '../src/shared/logs/logger-options';

/** The JSON lines a logger with the server's options writes. */
const capture = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions({ level: 'info', port: 8080 }), stream } });
  return { log: app.log, lines };
};

test('passwords, codes and tokens never reach the log, at the top or one level down', () => {
  const { log, lines } = capture();
  const body = { email: 'member@test.be', password: 'Sup3r-Secret!', code: '482913' };
  log.info({ body, token: 'eyJhbGciOi.secret', headers: { authorization: 'Bearer abc.def' } });
  log.warn({ options: { databaseUrl: 'postgres://u:pw@db/x', smtpUrl: 'smtp://u:pw@mail' } }, 'x');
  const written = lines.join('\n');
  for (const secret of ['Sup3r-Secret!', '482913', 'eyJhbGciOi', 'abc.def', ':pw@']) {
    assert.ok(!written.includes(secret), `${secret} was logged: ${written}`);
  }
  const [first] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  assert.deepEqual(first?.body, {
    email: 'member@test.be',
    password: '[REDACTED]',
    code: '[REDACTED]',
  });
  assert.equal(first?.token, '[REDACTED]');
  // Censoring copies: the caller's object is left as it was.
  assert.equal(body.password, 'Sup3r-Secret!');
});

test('a request line keeps method, path and address only', () => {
  const { log, lines } = capture();
  const req = {
    method: 'POST',
    url: '/api/Auth/validate-email?code=482913',
    ip: '203.0.113.7',
    headers: { authorization: 'Bearer abc.def' },
  };
  log.info({ req }, 'incoming request');
  const line = JSON.parse(lines[0] ?? '{}') as { req: unknown; msg: string };
  assert.deepEqual(line.req, {
    method: 'POST',
    url: '/api/Auth/validate-email',
    remoteAddress: '203.0.113.7',
  });
});
