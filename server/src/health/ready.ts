import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { envelopeSchema } from 'shared-api/contract';
import { allow } from '../http/access';
import { RETRY_AFTER_SECONDS } from '../db/database-unavailable';
import { failure, ok } from '../http/envelope';
import type { RoutePlugin } from '../http/route-plugin';
import { documented } from '../http/route-doc';
import { migrationStatusReader } from './migration-status';

const CHECK_TIMEOUT_MS = 2_000;

const doc = documented('Health');
export const DATABASE_UNREACHABLE_MESSAGE = 'The database cannot be reached.';
export const MIGRATIONS_PENDING_MESSAGE = 'The database migrations are not applied.';

const readySchema = z.object({ status: z.literal('ready') });

const withTimeout = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref();
    }),
  ]);

/**
 * GET /api/health/ready: 200 when this instance can serve (database reachable, migrations applied),
 * otherwise 503 with Retry-After, so a load balancer or orchestrator sends it no traffic. /api/health stays a
 * liveness check that never touches the database.
 */
export const readinessRoute: RoutePlugin = async (app) => {
  const migrationStatus = migrationStatusReader();
  app.get(
    '/health/ready',
    {
      config: {
        ...allow('anonymous'),
        ...doc(
          'Tells whether the server can serve requests: its database answers and is migrated.',
        ),
        answersWithoutDatabase: true,
      },
      schema: {
        response: { 200: envelopeSchema(readySchema), 503: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      const notReady = (message: string) =>
        reply.code(503).header('retry-after', RETRY_AFTER_SECONDS).send(failure(message));
      // Not prepared yet: the server started while the database was away and is waiting for it.
      if (!app.databaseReady()) return notReady(DATABASE_UNREACHABLE_MESSAGE);
      try {
        await withTimeout(app.db.execute(sql`select 1`));
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        return notReady(DATABASE_UNREACHABLE_MESSAGE);
      }
      const status = await withTimeout(migrationStatus(app.db)).catch(() => null);
      if (!status?.applied) {
        request.log.warn({ migrations: status }, 'readiness: migrations pending');
        return notReady(MIGRATIONS_PENDING_MESSAGE);
      }
      return ok({ status: 'ready' as const });
    },
  );
};
