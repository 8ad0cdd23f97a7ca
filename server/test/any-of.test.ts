import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asc } from 'drizzle-orm';
import { anyOf } from '../src/db/any-of';
import { conventions, users } from '../src/db/schema';
import { startTestApp } from './support/test-app';

const { app } = await startTestApp();

test('anyOf matches the listed uuids, as one parameter however long the list', async () => {
  const all = await app.db.select({ id: users.id }).from(users).orderBy(asc(users.id));
  assert.ok(all.length > 0, 'the seed made the first admin');
  // More than PostgreSQL's 65,535 parameters: one array travels instead.
  const strangers = Array.from(
    { length: 70_000 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );
  const found = await app.db
    .select({ id: users.id })
    .from(users)
    .where(anyOf(users.id, [...strangers, all[0]!.id, all[0]!.id]));
  assert.deepEqual(found, [all[0]]);
});

test('anyOf types a serial column as integers, and matches nothing for an empty list', async () => {
  const [first] = await app.db
    .insert(conventions)
    .values({
      name: 'Any of',
      startDate: new Date('2027-05-14T00:00:00Z'),
      endDate: new Date('2027-05-17T00:00:00Z'),
    })
    .returning();
  const byId = await app.db
    .select({ name: conventions.name })
    .from(conventions)
    .where(anyOf(conventions.id, [first!.id]));
  assert.deepEqual(byId, [{ name: 'Any of' }]);
  assert.deepEqual(await app.db.select().from(conventions).where(anyOf(conventions.id, [])), []);
});
