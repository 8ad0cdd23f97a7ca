import {
  envelopeSchema,
  invoiceMetaRequestSchema,
  invoiceMetaSchema,
  type InvoiceMeta,
} from 'shared-api/contract';
import { z } from 'zod';
import { writeAudit } from '../../../../shared/audit/write-audit';
import {
  createInvoiceMeta,
  findInvoiceMeta,
  getInvoiceMeta,
  updateInvoiceMeta,
} from '../../invoices/invoice-meta';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';
import { requireUser } from '../../../../http/caller';

const admin = allow('ADMIN');
const one = { response: { 200: envelopeSchema(invoiceMetaSchema) } };

const doc = documented('InvoiceMeta');

/** /api/InvoiceMeta: the four fees invoices are computed from. Admins only. */
export const invoiceMetaRoutes: RoutePlugin = async (app) => {
  const audit = (action: string, actorUserId: string, meta: InvoiceMeta, ip: string) =>
    writeAudit(app.db, {
      action,
      actorUserId,
      targetType: 'invoice-meta',
      targetId: String(meta.invoiceMetaId),
      details: { ...meta },
      ip,
    });

  app.get(
    '/exists',
    {
      config: {
        ...admin,
        ...doc('Tells whether the invoice fees and payment details are set up.'),
      },
      schema: { response: { 200: envelopeSchema(z.boolean()) } },
    },
    async () => ok((await findInvoiceMeta(app.db)) !== null),
  );

  const getOne = {
    ...admin,
    ...doc('Gives the fees and payment details invoices are computed from.', {
      operationId: 'invoiceMetaGet',
      failures: [404],
    }),
  };
  app.get('/', { config: getOne, schema: one }, async () => ok(await getInvoiceMeta(app.db)));

  app.post(
    '/',
    {
      config: {
        ...admin,
        ...doc('Sets up the invoice fees and payment details, once.', { failures: [409] }),
      },
      schema: { body: invoiceMetaRequestSchema, ...one },
    },
    async (request) => {
      const { invoiceMetaId: _ignored, ...fees } = request.body;
      const created = await createInvoiceMeta(app.db, fees);
      await audit('invoice-meta.create', requireUser(request).id, created, request.ip);
      return ok(created);
    },
  );

  app.put(
    '/',
    {
      config: {
        ...admin,
        ...doc('Changes the invoice fees and payment details.', { failures: [404] }),
      },
      schema: { body: invoiceMetaRequestSchema, ...one },
    },
    async (request) => {
      const { invoiceMetaId, ...fees } = request.body;
      const updated = await updateInvoiceMeta(app.db, invoiceMetaId, fees);
      await audit('invoice-meta.update', requireUser(request).id, updated, request.ip);
      return ok(updated);
    },
  );
};
