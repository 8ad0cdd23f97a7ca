import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { databaseUnavailableMessage, RETRY_AFTER_SECONDS } from '../db/database-unavailable';
import { expectedFailure, GENERIC_ERROR_MESSAGE, INVALID_JSON_MESSAGE } from '../http/api-error';
import { failure } from '../http/envelope';
import {
  createErrorLogLimiter,
  DEFAULT_ERROR_LOG_LIMITS,
  errorCause,
  type ErrorLogLimits,
} from '../shared/logs/error-log-limiter';
import { writeLog } from '../shared/logs/write-log';

/**
 * Every failure leaves as an envelope. Expected ones (4xx) carry their message; a database that is
 * unreachable or out of disk is a 503 saying so (not logged to the table it cannot write); anything
 * else is written with its stack to the logs table and the client only learns that something went
 * wrong. A cause that keeps failing writes a few rows a minute, then how many more it had.
 */
export const envelopePlugin = fp<{ errorLog?: Partial<ErrorLogLimits> }>(
  async (app, { errorLog }) => {
    const errorRows = createErrorLogLimiter((entry) => writeLog(app.db, entry), {
      ...DEFAULT_ERROR_LOG_LIMITS,
      ...errorLog,
    });
    app.addHook('onClose', () => errorRows.flush().catch(() => undefined));
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const expected = expectedFailure(error);
      if (expected) {
        return reply
          .code(expected.statusCode)
          .headers(expected.headers)
          .send(failure(expected.message));
      }
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.code(400).send(failure(INVALID_JSON_MESSAGE));
      }
      // Fastify's own client errors and zod validation (RequestValidationError, 400).
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.code(status).send(failure(error.message));
      }
      const unavailable = databaseUnavailableMessage(error);
      if (unavailable) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', RETRY_AFTER_SECONDS)
          .send(failure(unavailable));
      }
      request.log.error({ err: error }, 'request failed');
      const route = request.routeOptions.url ?? 'unknown route';
      const where = `${request.method} ${route}`;
      await errorRows
        .write(errorCause(where, error), {
          level: 'Error',
          message: `${where}: ${error.message}`,
          error,
        })
        .catch((logError: unknown) => request.log.error({ err: logError }, 'log write failed'));
      return reply.code(500).send(failure(GENERIC_ERROR_MESSAGE));
    });
  },
  { name: 'envelope', dependencies: ['db'] },
);
