import { envelopeSchema, healthResponseSchema } from 'shared-api/contract';
import { allow } from '../../http/access';
import { ok } from '../../http/envelope';
import type { RoutePlugin } from '../../http/route-plugin';
import { readinessRoute } from './ready';

export const healthRoutes: RoutePlugin = async (app) => {
  app.get(
    '/health',
    {
      config: { ...allow('anonymous'), answersWithoutDatabase: true },
      schema: { response: { 200: envelopeSchema(healthResponseSchema) } },
    },
    async () => ok({ status: 'ok' as const }),
  );
  await app.register(readinessRoute);
};
