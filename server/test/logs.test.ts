import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logPageSchema, parseLogMessage, type LogPage } from 'shared-api/contract';
import { eq } from 'drizzle-orm';
import { logs, users } from '../src/db/schema';
import { grantRoles } from '../src/contexts/accounts/users/grant-roles';
import { allow } from '../src/http/access';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp } from './support/test-app';
import { createUser, loginToken, MEMBER_PASSWORD } from './support/users';
import { testRouteConfig } from './support/test-route';

const { app } = await startTestApp();
// A route that fails the way real ones do, added before the app is ready.
app.post('/api/test/fail', { config: testRouteConfig(allow('anonymous')) }, async () => {
  throw new Error('could not reset: password=Sup3r-Secret! code=482913');
});
const adminToken = await loginToken(app, ADMIN_EMAIL, ADMIN_PASSWORD);

const queryLogs = (payload: unknown, token: string | null = adminToken) =>
  app.inject({
    method: 'POST',
    url: '/api/Logs',
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const page = async (payload: unknown): Promise<LogPage> => {
  const response = await queryLogs(payload);
  assert.equal(response.statusCode, 200, response.body);
  return logPageSchema.parse(response.json<{ data: unknown }>().data);
};

const day = (iso: string) => new Date(iso);

test('each role: anonymous 401, members and suspended users 403, admins 200', async () => {
  const tokenFor = async (email: string, roles: Parameters<typeof createUser>[1]['roles']) => {
    await createUser(app.db, { email, roles });
    return loginToken(app, email, MEMBER_PASSWORD);
  };
  const registered = await tokenFor('reg@18xx.be', ['REGISTERED']);
  const member = await tokenFor('user@18xx.be', ['REGISTERED', 'USER']);
  const suspendedAdmin = await tokenFor('gone@18xx.be', ['REGISTERED', 'ADMIN']);
  const [gone] = await app.db.select().from(users).where(eq(users.email, 'gone@18xx.be'));
  await grantRoles(app.db, gone!.id, ['SUSPENDED']);

  assert.equal((await queryLogs({}, null)).statusCode, 401);
  assert.equal((await queryLogs({}, registered)).statusCode, 403);
  assert.equal((await queryLogs({}, member)).statusCode, 403);
  assert.equal((await queryLogs({}, suspendedAdmin)).statusCode, 403);
  assert.equal((await queryLogs({})).statusCode, 200);
});

test('a failing request is logged as Error with file, line and stack, secrets redacted', async () => {
  const failed = await app.inject({ method: 'POST', url: '/api/test/fail' });
  assert.equal(failed.statusCode, 500);
  assert.ok(!failed.body.includes('Sup3r'), 'the client learns nothing');

  const { items } = await page({ pageNumber: 1, pageSize: 20 });
  const entry = items.find((item) => item.message.startsWith('POST /api/test/fail'));
  assert.ok(entry, 'the failure is in the logs');
  assert.equal(entry.logLevel, 'Error');
  const { text, location } = parseLogMessage(entry.message);
  assert.equal(text, 'POST /api/test/fail: could not reset: password=[REDACTED] code=[REDACTED]');
  assert.equal(location?.file, 'server/test/logs.test.ts');
  assert.match(entry.stackTrace ?? '', /logs\.test\.ts:\d+/);
  const everything = JSON.stringify(await page({ pageSize: 100 }));
  assert.ok(!everything.includes('Sup3r-Secret!') && !everything.includes('482913'));
});

test('pages of 20 by default, newest first, with the total count', async () => {
  await app.db.delete(logs);
  const rows = Array.from({ length: 45 }, (_, i) => ({
    logLevel: 'Warning' as const,
    message: `entry ${i + 1}`,
    createDate: new Date(Date.UTC(2026, 0, 1, 0, i)),
  }));
  await app.db.insert(logs).values(rows);

  const first = await page({ pageNumber: 1 });
  assert.equal(first.totalCount, 45);
  assert.equal(first.pageSize, 20);
  assert.equal(first.pageNumber, 1);
  assert.equal(first.items.length, 20);
  assert.equal(first.items[0]?.message, 'entry 45');
  assert.equal(first.items[0]?.createDate, '2026-01-01T00:44:00.000Z');

  const last = await page({ pageNumber: 3, pageSize: 20 });
  assert.deepEqual(
    last.items.map((item) => item.message),
    ['entry 5', 'entry 4', 'entry 3', 'entry 2', 'entry 1'],
  );
  assert.equal((await page({ pageNumber: 4 })).items.length, 0);
});

test('the date filter is inclusive: calendar days count to their end, instants exactly', async () => {
  await app.db.delete(logs);
  await app.db.insert(logs).values([
    { logLevel: 'Info', message: 'feb 28', createDate: day('2026-02-28T23:59:59.999Z') },
    { logLevel: 'Error', message: 'mar 1 morning', createDate: day('2026-03-01T00:00:00.000Z') },
    { logLevel: 'Critical', message: 'mar 2 night', createDate: day('2026-03-02T23:59:59.000Z') },
    { logLevel: 'Warning', message: 'mar 3', createDate: day('2026-03-03T00:00:00.000Z') },
  ]);
  const messages = async (filter: object) => (await page(filter)).items.map((i) => i.message);

  assert.deepEqual(await messages({ fromDate: '2026-03-01', toDate: '2026-03-02' }), [
    'mar 2 night',
    'mar 1 morning',
  ]);
  assert.deepEqual(await messages({ fromDate: '2026-03-02' }), ['mar 3', 'mar 2 night']);
  assert.deepEqual(await messages({ toDate: '2026-02-28', fromDate: null }), ['feb 28']);
  assert.deepEqual(
    await messages({ fromDate: '2026-03-01T00:00:00.001Z', toDate: '2026-03-03T00:00:00+00:00' }),
    ['mar 3', 'mar 2 night'],
  );
  assert.equal((await page({ fromDate: '2026-03-01', toDate: '2026-03-02' })).totalCount, 2);
});

test('bad filters are refused with a 400 envelope', async () => {
  const refused = async (payload: unknown, message: RegExp) => {
    const response = await queryLogs(payload);
    assert.equal(response.statusCode, 400);
    assert.match(response.json<{ errorMessage: string }>().errorMessage, message);
  };
  await refused(
    { fromDate: '2026-03-05', toDate: '2026-03-01' },
    /From Date must be on or before To Date/,
  );
  await refused({ fromDate: '05/03/2026' }, /fromDate/);
  await refused({ pageSize: 101 }, /pageSize/);
  await refused({ pageNumber: 0 }, /pageNumber/);
  await refused({ level: 'Error' }, /Unknown field: level/);
});
