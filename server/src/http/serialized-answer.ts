import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope';

/**
 * A successful answer serialized once, exactly as the route's response schema would serialize it
 * on every request (zod strips what it does not name), with its compressed forms made on first
 * demand. For answers read by every visitor and changed only by writes: a cache keeps this.
 */
export interface SerializedAnswer {
  readonly json: string;
  readonly encoded: Map<Coding, Buffer>;
}

type Coding = 'br' | 'gzip';

// Below this, compressing saves less than it costs.
const MIN_COMPRESSED_BYTES = 1024;

const compressors: Record<Coding, (json: string) => Buffer> = {
  // Made once per cache fill, so the best ratio is affordable.
  br: (json) => brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (json) => gzipSync(json, { level: 9 }),
};

export const serializeOk = (schema: z.ZodType, data: unknown): SerializedAnswer => ({
  json: JSON.stringify(schema.parse(ok(data))),
  encoded: new Map(),
});

/** Whether Accept-Encoding allows the coding (present, and not with q=0). */
const accepts = (header: string | undefined, coding: Coding): boolean =>
  (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return name === coding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });

/** Sends the answer as it is, compressed when the client accepts it and it is worth it. */
export const sendSerialized = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerializedAnswer,
): FastifyReply => {
  reply.type('application/json; charset=utf-8');
  if (Buffer.byteLength(answer.json) < MIN_COMPRESSED_BYTES) return reply.send(answer.json);
  reply.header('vary', 'accept-encoding');
  const header = request.headers['accept-encoding'];
  const coding = (['br', 'gzip'] as const).find((candidate) => accepts(header, candidate));
  if (!coding) return reply.send(answer.json);
  let body = answer.encoded.get(coding);
  if (!body) {
    body = compressors[coding](answer.json);
    answer.encoded.set(coding, body);
  }
  return reply.header('content-encoding', coding).send(body);
};
