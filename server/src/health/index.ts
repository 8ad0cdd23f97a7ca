import { envelopeSchema, healthResponseSchema } from 'shared-api/contract';
import { allow } from '../http/access';
import { ok } from '../http/envelope';
import type { RoutePlugin } from '../http/route-plugin';
import { documented } from '../http/route-doc';
import { readinessRoute } from './ready';

const doc = documented('Health');

export const healthRoutes: RoutePlugin = async (app) => {
  app.get(
    '/health',
    {
      config: {
        ...allow('anonymous'),
        ...doc('Tells that the server is up, for monitoring.', { operationId: 'healthCheck' }),
        answersWithoutDatabase: true,
      },
      schema: { response: { 200: envelopeSchema(healthResponseSchema) } },
    },
    async () => ok({ status: 'ok' as const }),
  );
  await app.register(readinessRoute);
};
