import {
  envelopeSchema,
  invoiceMetaRequestSchema,
  invoiceMetaSchema,
  type InvoiceMeta,
} from 'shared-api/contract';
import { z } from 'zod';
import { writeAudit } from '../../domain/audit/write-audit';
import {
  createInvoiceMeta,
  findInvoiceMeta,
  getInvoiceMeta,
  updateInvoiceMeta,
} from '../../domain/invoices/invoice-meta';
import { allow } from '../../http/access';
import { ok } from '../../http/envelope';
import type { RoutePlugin } from '../../http/route-plugin';
import { requireUser } from '../../plugins/auth';

const admin = allow('ADMIN');
const one = { response: { 200: envelopeSchema(invoiceMetaSchema) } };

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
    { config: admin, schema: { response: { 200: envelopeSchema(z.boolean()) } } },
    async () => ok((await findInvoiceMeta(app.db)) !== null),
  );

  app.get('/', { config: admin, schema: one }, async () => ok(await getInvoiceMeta(app.db)));

  app.post(
    '/',
    { config: admin, schema: { body: invoiceMetaRequestSchema, ...one } },
    async (request) => {
      const { invoiceMetaId: _ignored, ...fees } = request.body;
      const created = await createInvoiceMeta(app.db, fees);
      await audit('invoice-meta.create', requireUser(request).id, created, request.ip);
      return ok(created);
    },
  );

  app.put(
    '/',
    { config: admin, schema: { body: invoiceMetaRequestSchema, ...one } },
    async (request) => {
      const { invoiceMetaId, ...fees } = request.body;
      const updated = await updateInvoiceMeta(app.db, invoiceMetaId, fees);
      await audit('invoice-meta.update', requireUser(request).id, updated, request.ip);
      return ok(updated);
    },
  );
};
