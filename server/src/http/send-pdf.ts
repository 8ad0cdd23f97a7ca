import type { FastifyReply } from 'fastify';
import { attachment } from './download-name';

/** A PDF to download, never kept by a cache: what it prints is personal. */
export const sendPdf = (reply: FastifyReply, pdf: Uint8Array, fileName: string) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', attachment(fileName))
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(pdf));
