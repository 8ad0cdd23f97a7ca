import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Convention } from 'shared-api/contract';
import { createMemoryActiveConventionCache } from '../src/contexts/conventions/active-convention-cache';

const convention = (name: string) => ({ name }) as Convention;

test('the active convention is loaded once until a write invalidates it', async () => {
  const cache = createMemoryActiveConventionCache<Convention | null>();
  let loads = 0;
  const load = async () => convention(`v${++loads}`);
  assert.equal((await cache.get(load))?.name, 'v1');
  assert.equal((await cache.get(load))?.name, 'v1');
  cache.invalidate();
  assert.equal((await cache.get(load))?.name, 'v2');
});

test('an entry older than the time limit is loaded again', async () => {
  let clock = 0;
  const cache = createMemoryActiveConventionCache<Convention | null>(1000, () => clock);
  let loads = 0;
  const load = async () => convention(`v${++loads}`);
  await cache.get(load);
  clock = 999;
  assert.equal((await cache.get(load))?.name, 'v1');
  clock = 1000;
  assert.equal((await cache.get(load))?.name, 'v2');
});

test('a failed load is not remembered', async () => {
  const cache = createMemoryActiveConventionCache<Convention | null>();
  await assert.rejects(cache.get(() => Promise.reject(new Error('database down'))));
  assert.equal(await cache.get(async () => null), null);
});
