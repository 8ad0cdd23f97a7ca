import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import type { Notification } from 'shared-api/contract';
import type { App } from '../src/app';
import { ADMIN_EMAIL, ADMIN_PASSWORD, newTestDatabase, startAppOn } from './support/test-app';
import { loginToken } from './support/users';

const database = await newTestDatabase();
const onPostgres = database.databaseUrl !== null;
const first = (await startAppOn(database)).app;
// A PGlite directory belongs to one process: there the second server is the first one.
const second = onPostgres ? (await startAppOn(database)).app : first;

/** A cache that only counts how often it was told to forget. */
const countingCache = () => {
  const cache = { cleared: 0, invalidate: () => void cache.cleared++ };
  return cache;
};

const eventually = async (check: () => boolean | Promise<boolean>, what: string) => {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

const publicTitles = async (app: App) => {
  const response = await app.inject({ method: 'GET', url: '/api/Notification/public' });
  return (response.json() as { data: Notification[] }).data.map((n) => n.title);
};

test('an invalidation clears the same cache on every server', async () => {
  const here = countingCache();
  const there = countingCache();
  const shared = first.shareInvalidation('test-topic', here);
  second.shareInvalidation('test-topic', there);
  const unrelated = countingCache();
  second.shareInvalidation('other-topic', unrelated);

  shared.invalidate();
  assert.ok(here.cleared >= 1, 'the writing server forgets at once');
  await eventually(() => there.cleared >= 1, 'the other server forgets too');
  assert.equal(unrelated.cleared, 0, 'another topic is left alone');
});

test('a new announcement shows on another server long before its cache expires', async () => {
  const token = await loginToken(first, ADMIN_EMAIL, ADMIN_PASSWORD);
  const tags = (
    (
      await first.inject({
        method: 'GET',
        url: '/api/Notification/tags',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json() as { data: Array<{ code: string }> }
  ).data.filter((tag) => tag.code === 'PUBLIC');
  assert.deepEqual(await publicTitles(second), [], 'the other server caches the empty list');

  const created = await first.inject({
    method: 'POST',
    url: '/api/Notification',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      title: 'Doors open at 10:00',
      body: '<p>Welcome</p>',
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
      validTo: new Date(Date.now() + 86_400_000).toISOString(),
      isActive: true,
      tags,
    },
  });
  assert.equal(created.statusCode, 200, created.body);
  assert.deepEqual(
    await publicTitles(first),
    ['Doors open at 10:00'],
    'the writer reads its write',
  );
  await eventually(
    async () => (await publicTitles(second)).includes('Doors open at 10:00'),
    'the other server shows the announcement',
  );
});

test('after its listening connection is cut, a server forgets everything and listens again', async (t) => {
  if (!onPostgres) {
    t.skip('PostgreSQL only: PGlite has no connection to lose');
    return;
  }
  const there = countingCache();
  second.shareInvalidation('reconnect-topic', there);
  const shared = first.shareInvalidation('reconnect-topic', countingCache());

  const admin = new pg.Client({ connectionString: database.databaseUrl ?? undefined });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    assert.equal(rows.length, 2, 'one listening connection per server');
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
      rows.map((row) => row.pid),
    ]);
  } finally {
    await admin.end();
  }
  await eventually(() => there.cleared >= 1, 'the reconnected server clears its caches');

  const before = there.cleared;
  shared.invalidate();
  await eventually(() => there.cleared > before, 'notices arrive again after the reconnection');
});
