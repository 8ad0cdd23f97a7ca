import { auditPageSchema, auditQuerySchema, envelopeSchema } from 'shared-api/contract';
import { allow } from '../../../http/access';
import { ok } from '../../../http/envelope';
import type { RoutePlugin } from '../../../http/route-plugin';
import { documented } from '../../../http/route-doc';
import { listAudit } from '../list-audit';

const doc = documented('Audit');

/** /api/Audit: the audit trail page. */
export const auditRoutes: RoutePlugin = async (app) => {
  app.get(
    '/',
    {
      config: {
        ...allow('ADMIN'),
        ...doc(
          'Lists who did what to what and when, newest first, filtered by actor, action, object and days, a page at a time.',
          { operationId: 'auditList' },
        ),
      },
      schema: {
        querystring: auditQuerySchema,
        response: { 200: envelopeSchema(auditPageSchema) },
      },
    },
    async (request) => ok(await listAudit(app.db, request.query)),
  );
};
