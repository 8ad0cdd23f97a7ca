import type { FastifyReply } from 'fastify';

/** A PDF to download, never kept by a shared cache: it holds attendees' names. */
export const sendPdf = (reply: FastifyReply, pdf: Uint8Array, fileName: string) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf));
