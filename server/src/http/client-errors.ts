import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { DATA_HEADERS } from '../plugins/security-headers';
import {
  HEADERS_TOO_LARGE_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
  UNREADABLE_REQUEST_MESSAGE,
} from './api-error';
import { failure } from './envelope';

/** What Node reports for a request it could not read, before any route or hook can see it. */
const answerFor = (code: string | undefined): { status: number; message: string } => {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: REQUEST_TIMEOUT_MESSAGE };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: HEADERS_TOO_LARGE_MESSAGE };
  return { status: 400, message: UNREADABLE_REQUEST_MESSAGE };
};

/** The envelope as raw HTTP, with the headers of every API answer: no route answers these. */
const rawAnswer = (status: number, message: string): string => {
  const body = JSON.stringify(failure(message));
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
    ...DATA_HEADERS,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
};

/**
 * Fastify's clientErrorHandler: a request Node refused to read (headers too large, malformed, or
 * too slow to arrive) still gets the envelope. A client closed for slowness (the header or request
 * timeout: one header line a second, a body dripped, or nothing sent at all) is counted in a log
 * line, `slow client closed`, with the running total since start.
 */
export const clientErrorHandler = () => {
  let slowClientsClosed = 0;
  return function answerClientError(
    this: { log: FastifyBaseLogger },
    error: NodeJS.ErrnoException,
    socket: Socket,
  ): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = answerFor(error.code);
    if (status === 408) {
      slowClientsClosed += 1;
      this.log.warn(
        { remoteAddress: socket.remoteAddress, slowClientsClosed },
        'slow client closed',
      );
    }
    if (socket.writable) socket.write(rawAnswer(status, message));
    socket.destroy(error);
  };
};
