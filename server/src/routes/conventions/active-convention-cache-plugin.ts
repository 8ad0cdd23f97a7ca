import fp from 'fastify-plugin';
import {
  createMemoryActiveConventionCache,
  type ActiveConventionCache,
} from '../../domain/conventions/active-convention-cache';
import type { SerializedAnswer } from '../../http/serialized-answer';

declare module 'fastify' {
  interface FastifyInstance {
    /** GET /api/Convention/active's answer, or null when no convention is active. */
    activeConventionCache: ActiveConventionCache<SerializedAnswer | null>;
  }
}

/** One cache for the convention and featured-game routes, which both change what it holds. */
export const activeConventionCachePlugin = fp(
  async (app) => {
    app.decorate(
      'activeConventionCache',
      app.shareInvalidation(
        'active-convention',
        createMemoryActiveConventionCache<SerializedAnswer | null>(),
      ),
    );
  },
  { name: 'active-convention-cache', dependencies: ['cache-invalidation'] },
);
