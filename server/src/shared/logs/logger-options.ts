import type { FastifyServerOptions } from 'fastify';
import { loggablePath, redactSecrets } from './redact-secrets';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

// Keys whose values never reach the log, at the top of a logged object or one level down (where a
// body or options object would put them).
const SECRET_KEYS = new Set([
  'password',
  'confirmPassword',
  'newPassword',
  'token',
  'code',
  'authorization',
  'cookie',
  'set-cookie',
  'jwtSecret',
  'smtpUrl',
  'databaseUrl',
]);
const CENSOR = '[REDACTED]';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The object itself when it holds no secret key, else a copy with those values censored. */
const censorKeys = (object: Record<string, unknown>): Record<string, unknown> => {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    if (SECRET_KEYS.has(key)) (copy ??= { ...object })[key] = CENSOR;
  }
  return copy ?? object;
};

/**
 * Runs on every line before the serializers, and copies nothing unless a secret is there: pino's
 * wildcard redact paths (`*.password`) cloned every line's objects and cost about half of each
 * request's logging. Fastify's request and reply are not plain objects and are left to the req
 * and res serializers, which keep no header or body.
 */
const censorSecrets = (object: Record<string, unknown>): Record<string, unknown> => {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    const value = object[key];
    const censored = SECRET_KEYS.has(key)
      ? CENSOR
      : isPlainObject(value)
        ? censorKeys(value)
        : value;
    if (censored !== value) (copy ??= { ...object })[key] = censored;
  }
  return copy ?? object;
};

interface LoggedError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
}

/**
 * JSON lines on stdout (journald or the container runtime keeps them): ISO time, the level as a
 * word, the instance's port to tell the two API instances apart. Secrets are censored by key and,
 * in error messages and stacks, by pattern.
 */
export const loggerOptions = ({ level, port }: { level: string; port: number }): LoggerOptions => ({
  level,
  base: { pid: process.pid, port },
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  formatters: { level: (label) => ({ level: label }), log: censorSecrets },
  serializers: {
    // Query strings may carry emailed codes, a feed's path its token: keep them out of the log.
    req: (req: { method: string; url: string; ip?: string }) => ({
      method: req.method,
      url: loggablePath(req.url.split('?')[0] ?? ''),
      remoteAddress: req.ip,
    }),
    err: (error: LoggedError) => ({
      type: error.name ?? 'Error',
      message: redactSecrets(String(error.message ?? '')),
      stack: redactSecrets(String(error.stack ?? '')),
      code: error.code,
      statusCode: error.statusCode,
    }),
  },
});
