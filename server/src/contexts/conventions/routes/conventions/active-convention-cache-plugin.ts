import fp from 'fastify-plugin';
import {
  createMemoryActiveConventionCache,
  type ActiveConventionCache,
} from '../../active-convention-cache';
import type { SerializedAnswer } from '../../../../http/serialized-answer';

/** GET /api/Convention/active's answer, with the venue for those who may read it and without. */
export interface ActiveConventionAnswer {
  conventionId: number;
  withVenue: SerializedAnswer;
  withoutVenue: SerializedAnswer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when no convention is active. */
    activeConventionCache: ActiveConventionCache<ActiveConventionAnswer | null>;
  }
}

/** One cache for the convention and featured-game routes, which both change what it holds. */
export const activeConventionCachePlugin = fp(
  async (app) => {
    app.decorate(
      'activeConventionCache',
      app.shareInvalidation(
        'active-convention',
        createMemoryActiveConventionCache<ActiveConventionAnswer | null>(),
      ),
    );
  },
  { name: 'active-convention-cache', dependencies: ['cache-invalidation'] },
);
