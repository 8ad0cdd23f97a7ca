import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseLogMessage } from 'shared-api/contract';
import { failureLocation } from '../src/shared/logs/failure-location';
import { redactSecrets } from '../src/shared/logs/redact-secrets';
import { toLogRow } from '../src/shared/logs/write-log';

const SECRETS = [
  'Sup3r-Secret!',
  '482913',
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
  'abc.def.ghi',
  'mailpass',
  '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
];

test('passwords, codes, tokens, Authorization and credentials are redacted', () => {
  const text = [
    '{"email":"ann@18xx.be","password":"Sup3r-Secret!","confirmPassword":"Sup3r-Secret!"}',
    'GET /api/Auth/validate-email?token=482913&x=1',
    'reset code: 482913',
    'Authorization: Bearer abc.def.ghi',
    'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl leaked',
    'connect smtp://mailer:mailpass@mail.example.org:587 failed',
    "hash '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'",
  ].join('\n');
  const redacted = redactSecrets(text);
  for (const secret of SECRETS) assert.ok(!redacted.includes(secret), `${secret} leaked`);
  assert.match(redacted, /"email":"ann@18xx.be"/);
  assert.match(redacted, /smtp:\/\/mailer:\[REDACTED\]@mail\.example\.org/);
  assert.match(redacted, /Authorization: \[REDACTED\]/);
});

test('ordinary messages are left alone', () => {
  const text = 'POST /api/Registration: duplicate key value violates unique constraint (42 rows)';
  assert.equal(redactSecrets(text), text);
});

test('the location is the first frame in the site code, relative to the repository', () => {
  const stack = [
    'Error: boom',
    '    at Object.query (/srv/app/node_modules/pg/lib/client.js:10:3)',
    '    at node:internal/process/task_queues:95:5',
    `    at handler (file://${process.cwd()}/src/routes/logs/index.ts:17:9)`,
    `    at ${process.cwd()}/src/app.ts:3:1`,
  ].join('\n');
  assert.deepEqual(failureLocation(stack), { file: 'server/src/routes/logs/index.ts', line: 17 });
  assert.equal(failureLocation('Error: no frames'), null);
  assert.equal(failureLocation(undefined), null);
});

test('a row carries the marker the page parses, and a redacted stack', () => {
  const error = new Error('login failed for password=hunter2hunter2');
  const row = toLogRow({
    level: 'Error',
    message: `POST /api/Auth/login: ${error.message}`,
    error,
  });
  const { text, location } = parseLogMessage(row.message);
  assert.equal(text, 'POST /api/Auth/login: login failed for password=[REDACTED]');
  assert.equal(location?.file, 'server/test/write-log.test.ts');
  assert.ok((location?.line ?? 0) > 0);
  assert.ok(row.stackTrace?.includes('password=[REDACTED]'));
  assert.ok(!row.stackTrace?.includes('hunter2'));
});

test('a message without a stack has no marker; an existing marker is kept, not doubled', () => {
  assert.equal(
    toLogRow({ level: 'Warning', message: 'Mail #3 is late' }).message,
    'Mail #3 is late',
  );
  const located = 'Failed (at server/src/x.ts:3)';
  const row = toLogRow({ level: 'Error', message: located, error: new Error('x') });
  assert.equal(row.message, located);
});

test('huge messages are clipped before the marker, so the file and line survive', () => {
  const row = toLogRow({ level: 'Error', message: 'x'.repeat(10_000), error: new Error('big') });
  assert.ok(row.message.length < 2_200);
  assert.equal(parseLogMessage(row.message).location?.file, 'server/test/write-log.test.ts');
});

test('redaction stays fast on long unbroken text', () => {
  const started = performance.now();
  redactSecrets(`${'a'.repeat(200_000)} password=x ${'b-'.repeat(100_000)}`);
  assert.ok(performance.now() - started < 500, 'redaction is not linear');
});
