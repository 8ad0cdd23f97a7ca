import fp from 'fastify-plugin';
import type { Database } from '../db/client';

/** What a cache must offer to be kept in step across servers. */
export interface Invalidatable {
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Wraps a cache so that its invalidate() also clears the same cache in every other server on
     * this database (PostgreSQL NOTIFY). The local clear is immediate: a writer reads its own write.
     */
    shareInvalidation<C extends Invalidatable>(topic: string, cache: C): C;
  }
}

const CHANNEL = 'cache_invalidation';

export const cacheInvalidationPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    const caches = new Map<string, Invalidatable[]>();
    const clear = (topic: string) => caches.get(topic)?.forEach((cache) => cache.invalidate());

    const stopListening = await database.listen(CHANNEL, {
      onNotification: clear,
      onReconnected: () => {
        app.log.warn('Cache invalidation: notices may have been missed; clearing every cache');
        for (const topic of caches.keys()) clear(topic);
      },
    });
    app.addHook('onClose', () => stopListening());

    app.decorate('shareInvalidation', <C extends Invalidatable>(topic: string, cache: C): C => {
      caches.set(topic, [...(caches.get(topic) ?? []), cache]);
      return {
        ...cache,
        invalidate() {
          cache.invalidate();
          // A lost notice leaves the other servers stale only until their cache entries expire.
          database.notify(CHANNEL, topic).catch((error: Error) => {
            app.log.warn(`Cache invalidation: could not notify other servers: ${error.message}`);
          });
        },
      };
    });
  },
  { name: 'cache-invalidation', dependencies: ['db'] },
);
