import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createMemoryListCache } from '../src/contexts/messaging/notifications/list-cache';

const counter = () => {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      return [calls];
    },
    calls: () => calls,
  };
};

test('serves a cached list until it expires, and shares one load between concurrent reads', async () => {
  let clock = 0;
  const cache = createMemoryListCache<number[]>({ ttlMs: 1000, now: () => clock });
  const source = counter();
  const [a, b] = await Promise.all([cache.get('k', source.load), cache.get('k', source.load)]);
  assert.deepEqual([a, b, source.calls()], [[1], [1], 1]);
  clock = 999;
  assert.deepEqual(await cache.get('k', source.load), [1]);
  clock = 1000;
  assert.deepEqual(await cache.get('k', source.load), [2]);
});

test('invalidation drops the lists and a load that started before it', async () => {
  const cache = createMemoryListCache<number[]>({ ttlMs: 60_000 });
  let release: (value: number[]) => void = () => undefined;
  const slow = cache.get('k', () => new Promise((resolve) => (release = resolve)));
  cache.invalidate();
  release([0]);
  assert.deepEqual(await slow, [0], 'the caller that asked still gets its answer');
  const source = counter();
  const fresh = cache.get('k', source.load);
  assert.deepEqual(await fresh, [1], 'but it is not kept');
  assert.equal(await cache.get('k', source.load), await fresh, 'and the fresh one is');
});

test('a failed load is not kept', async () => {
  const cache = createMemoryListCache<number[]>({ ttlMs: 60_000 });
  await assert.rejects(cache.get('k', () => Promise.reject(new Error('db down'))));
  assert.deepEqual(await cache.get('k', async () => [7]), [7]);
});
