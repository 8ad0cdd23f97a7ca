import { attentionQuerySchema, attentionSchema, envelopeSchema } from 'shared-api/contract';
import { allow } from '../../../http/access';
import { ok } from '../../../http/envelope';
import type { RoutePlugin } from '../../../http/route-plugin';
import { documented } from '../../../http/route-doc';
import { requireUser } from '../../../http/caller';
import { loadAttention } from '../load-attention';

const doc = documented('Admin');

/** /api/Admin: the organisers' dashboard. */
export const attentionRoutes: RoutePlugin = async (app) => {
  app.get(
    '/attention',
    {
      config: {
        ...allow('ADMIN'),
        ...doc(
          'Counts what waits for the organisers: accounts to approve, invoices to send and to be paid, refunds, places, tables, messages and failed mails.',
          { operationId: 'adminAttention', failures: [404] },
        ),
      },
      schema: {
        querystring: attentionQuerySchema,
        response: { 200: envelopeSchema(attentionSchema) },
      },
    },
    async (request) =>
      ok(
        await loadAttention(app.db, {
          conventionId: request.query.conventionId,
          callerId: requireUser(request).id,
          now: new Date(),
        }),
      ),
  );
};
