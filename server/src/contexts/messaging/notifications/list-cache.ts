/**
 * A read-through cache for lists every visitor asks for. Each server keeps its own; invalidation
 * reaches every server through app.shareInvalidation (plugins/cache-invalidation.ts).
 */
export interface ListCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** After any write: the next get loads afresh. */
  invalidate(): void;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * One instance's memory. Concurrent gets share one load. Invalidation drops the entry of a load
 * still running, so a write is never hidden by a read that started before it.
 */
export const createMemoryListCache = <T>({
  ttlMs,
  now = Date.now,
}: {
  ttlMs: number;
  now?: () => number;
}): ListCache<T> => {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, load) {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value;
      const value = load();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate() {
      entries.clear();
    },
  };
};
