import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newTestDatabase, startAppOn } from './support/test-app';

test('two instances starting together on one fresh PostgreSQL database both come up', async (t) => {
  const database = await newTestDatabase();
  if (!database.databaseUrl) {
    t.skip('PostgreSQL only: a PGlite directory belongs to one process');
    return;
  }
  const [first, second] = await Promise.all([startAppOn(database), startAppOn(database)]);
  for (const { app } of [first, second]) {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    assert.equal(ready.statusCode, 200);
  }
  assert.deepEqual(
    [first.seed.admin, second.seed.admin].sort(),
    ['created', 'exists'],
    'the first administrator is created once',
  );
});
