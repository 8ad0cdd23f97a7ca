import fp from 'fastify-plugin';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from '../db/database-unavailable';
import type { DatabaseStartup } from '../db/prepare-when-available';
import { ApiError } from '../http/api-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The liveness and readiness checks: they answer before the database is prepared. */
    answersWithoutDatabase?: true;
  }
  interface FastifyInstance {
    /** Whether the database is migrated and seeded (it may still be away later: see envelope). */
    databaseReady(): boolean;
  }
}

/**
 * While the database has not been prepared yet (unreachable at start), every API route answers the
 * same 503 envelope as an outage after start, rather than failing on tables that may not exist.
 */
export const databaseGatePlugin = fp<{ startup: DatabaseStartup }>(
  async (app, { startup }) => {
    app.decorate('databaseReady', () => startup.isReady());
    app.addHook('onClose', async () => startup.stop());
    app.addHook('onRequest', async (request) => {
      if (startup.isReady() || request.routeOptions.config.answersWithoutDatabase) return;
      if (!request.url.startsWith('/api/')) return;
      throw new ApiError(503, DATABASE_UNAVAILABLE_MESSAGE, { 'retry-after': RETRY_AFTER_SECONDS });
    });
  },
  { name: 'database-gate' },
);
