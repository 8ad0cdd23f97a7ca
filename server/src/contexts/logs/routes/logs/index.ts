import { envelopeSchema, logPageSchema, logQuerySchema } from 'shared-api/contract';
import { listLogs } from '../../list-logs';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';

const doc = documented('Logs');

/** /api/Logs: what the System Logs page reads. */
export const logRoutes: RoutePlugin = async (app) => {
  app.post(
    '/',
    {
      config: {
        ...allow('ADMIN'),
        ...doc('Searches the server log by date, a page at a time, for the administrators.', {
          operationId: 'logsSearch',
        }),
      },
      schema: { body: logQuerySchema, response: { 200: envelopeSchema(logPageSchema) } },
    },
    async (request) => ok(await listLogs(app.db, request.body)),
  );
};
