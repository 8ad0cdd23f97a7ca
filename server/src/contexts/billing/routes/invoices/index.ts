import { envelopeSchema, INVOICE_NOT_FOUND, memberInvoiceSchema } from 'shared-api/contract';
import { z } from 'zod';
import { invoicePdfData, invoiceQrPng } from '../../invoices/invoice-document';
import type * as InvoicePdf from '../../invoices/invoice-pdf';
import { listMemberInvoices } from '../../invoices/member-invoices';
import { ok } from '../../../../http/envelope';
import { allow } from '../../../../http/access';
import { ApiError } from '../../../../http/api-error';
import type { RoutePlugin } from '../../../../http/route-plugin';
import { documented, FILE_MEDIA_TYPES } from '../../../../http/route-doc';
import { clubIsoDay, downloadName } from '../../../../http/download-name';
import { sendPdf } from '../../../../http/send-pdf';
import { drawOffThread } from '../../../../shared/documents/document-pool';
import { requireUser } from '../../../../http/caller';

const doc = documented('Invoice');
const params = z.strictObject({ invoiceId: z.string() });

/** /api/Invoice: an invoice as a PDF and its payment QR code. */
export const invoiceRoutes: RoutePlugin = async (app) => {
  app.get(
    '/mine',
    {
      config: {
        ...allow('authenticated'),
        ...doc('Lists the invoices sent to me, with what I need to pay them.', {
          operationId: 'invoiceMine',
        }),
      },
      schema: { response: { 200: envelopeSchema(z.array(memberInvoiceSchema)) } },
    },
    async (request) => ok(await listMemberInvoices(app.db, requireUser(request).id)),
  );

  app.get(
    '/:invoiceId/pdf',
    {
      config: {
        ...allow('authenticated'),
        ...doc('Gives an invoice as a PDF, to the member it was sent to or an administrator.', {
          operationId: 'invoicePdf',
          failures: [404],
          file: { mediaType: FILE_MEDIA_TYPES.pdf, description: 'The invoice, as a PDF file.' },
        }),
      },
      schema: { params },
    },
    async (request, reply) => {
      const data = await invoicePdfData(app.db, request.params.invoiceId, requireUser(request));
      return sendPdf(
        reply,
        await drawOffThread<typeof InvoicePdf>()(
          'contexts/billing/invoices/invoice-pdf',
          'invoicePdf',
          data,
        ),
        downloadName(['invoice', data.number, data.conventionName, clubIsoDay(new Date())], 'pdf'),
      );
    },
  );

  app.get(
    '/:invoiceId/qr.png',
    {
      config: {
        // Mail clients fetch it without a session: the invoice's random id is the key.
        ...allow('anonymous'),
        ...doc(
          "Draws an invoice's EPC QR code for the amount left to pay, for the mail that announces the invoice; 409 once nothing is left.",
          {
            operationId: 'invoiceQrPng',
            failures: [404, 409],
            file: {
              mediaType: FILE_MEDIA_TYPES.png,
              description: 'The EPC QR code, as a PNG image.',
            },
          },
        ),
      },
      schema: { params },
    },
    async (request, reply) => {
      const png = await invoiceQrPng(app.db, request.params.invoiceId);
      if (!png) throw new ApiError(404, INVOICE_NOT_FOUND);
      return reply.type('image/png').header('Cache-Control', 'private, max-age=300').send(png);
    },
  );
};
