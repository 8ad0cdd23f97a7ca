/**
 * GET /api/Convention/active is read by every visitor of the home and registration pages, and
 * changes only when an admin writes: T is its answer (the route keeps it serialized). Every server
 * keeps its own; app.shareInvalidation (plugins/cache-invalidation.ts) carries each invalidation to
 * the other servers.
 */
export interface ActiveConventionCache<T> {
  get(load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

/**
 * In-process cache, invalidated on every convention or featured-game write. The time limit bounds
 * staleness should a notice from another server be lost.
 */
export const createMemoryActiveConventionCache = <T>(
  maxAgeMs = 60_000,
  now: () => number = Date.now,
): ActiveConventionCache<T> => {
  let entry: { value: Promise<T>; at: number } | null = null;
  return {
    get(load) {
      if (entry && now() - entry.at < maxAgeMs) {
        return entry.value;
      }
      const loading = { value: load(), at: now() };
      entry = loading;
      // A failed load is not remembered; the next caller tries again.
      loading.value.catch(() => {
        if (entry === loading) entry = null;
      });
      return loading.value;
    },
    invalidate() {
      entry = null;
    },
  };
};
