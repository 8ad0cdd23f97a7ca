import { envelopeSchema, invoiceSchema } from 'shared-api/contract';
import { z } from 'zod';
import { listInvoices } from '../../../billing';
import { allow } from '../../../../http/access';
import { ok } from '../../../../http/envelope';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented } from '../../../../http/route-doc';

const doc = documented('Registration');

/** GET /api/Registration/admin/invoicelist, registered beside the registrations. */
export const invoiceListRoutes: RoutePlugin = async (app) => {
  app.get(
    '/invoicelist',
    {
      config: {
        ...allow('ADMIN'),
        ...doc('Lists the invoices sent to members, for the administrators.', {
          operationId: 'registrationAdminInvoiceList',
        }),
      },
      schema: { response: { 200: envelopeSchema(z.array(invoiceSchema)) } },
    },
    async () => ok(await listInvoices(app.db)),
  );
};
