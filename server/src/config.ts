import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite in dataDir/pglite. */
  databaseUrl: string | null;
  /** Connections each server opens to PostgreSQL at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  adminEmail: string;
  /** null: the seed generates one and prints it once. */
  adminPassword: string | null;
  jwtSecret: Uint8Array;
  smtpUrl: string | null;
  /** The From of every mail (MAIL_FROM). */
  mailFrom: string;
  /** The site's address as members reach it, without a trailing slash: mails link to its pages. */
  publicUrl: string;
  seedDemo: boolean;
  /** Root holding shell/dist, member-app/dist and admin-app/dist. */
  staticDir: string;
  trustProxy: boolean;
  /** The browsers' source maps (*.map) are served only when SERVE_SOURCE_MAPS is on. */
  serveSourceMaps: boolean;
  httpTimeouts: HttpTimeouts;
}

/** How long the server waits for a client (HTTP_*_TIMEOUT_MS), in milliseconds. */
export interface HttpTimeouts {
  /** From connecting to the end of the headers: a client dripping header lines is closed. */
  headersMs: number;
  /** From connecting to the end of the body. */
  requestMs: number;
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: number;
  /** Silence on a connection while a request is read or answered. */
  idleMs: number;
}

// Headers arrive in one packet: 15 s is a stalled mobile network, not a browser. A body of 1 MiB,
// the largest accepted, arrives in 60 s at 140 kbit/s. Kept-alive connections stay open longer than
// nginx's upstream keepalive_timeout (60 s), so that nginx, not the server, closes an idle one and
// never sends a request on a connection the server is closing.
export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 15_000,
  requestMs: 60_000,
  keepAliveMs: 72_000,
  idleMs: 120_000,
};

const MIN_SECRET_BYTES = 32;

/** The monorepo root (package.json with workspaces) above this file, in tsx and bundled runs alike. */
export const findRepoRoot = (): string => {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
};

// npm -w runs scripts inside the workspace; INIT_CWD is where the user typed the command.
const resolveFromUser = (path: string, env: NodeJS.ProcessEnv): string =>
  isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);

const readOrCreateJwtSecret = (dataDir: string): Uint8Array => {
  const file = join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(MIN_SECRET_BYTES).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
};

const parsePort = (value: string | undefined): number => {
  const port = Number(value ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${value}".`);
  }
  return port;
};

// PostgreSQL's own sizing rule (wiki "Number Of Database Connections"): about twice the cores plus
// one. More connections only make PostgreSQL's processes and ours take turns on the same cores: a
// registration surge on two cores ends sooner with 5 than with 20 (docs/performance.md).
const DEFAULT_POOL_SIZE = 2 * availableParallelism() + 1;

const parsePoolSize = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number of at least 1, got "${value}".`);
  }
  return size;
};

const parseMilliseconds = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1) {
    throw new Error(`${name} must be a whole number of milliseconds, got "${value}".`);
  }
  return ms;
};

const parseHttpTimeouts = (env: NodeJS.ProcessEnv): HttpTimeouts => {
  const timeouts = {
    headersMs: parseMilliseconds(
      'HTTP_HEADERS_TIMEOUT_MS',
      env.HTTP_HEADERS_TIMEOUT_MS,
      DEFAULT_HTTP_TIMEOUTS.headersMs,
    ),
    requestMs: parseMilliseconds(
      'HTTP_REQUEST_TIMEOUT_MS',
      env.HTTP_REQUEST_TIMEOUT_MS,
      DEFAULT_HTTP_TIMEOUTS.requestMs,
    ),
    keepAliveMs: parseMilliseconds(
      'HTTP_KEEP_ALIVE_TIMEOUT_MS',
      env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      DEFAULT_HTTP_TIMEOUTS.keepAliveMs,
    ),
    idleMs: parseMilliseconds(
      'HTTP_IDLE_TIMEOUT_MS',
      env.HTTP_IDLE_TIMEOUT_MS,
      DEFAULT_HTTP_TIMEOUTS.idleMs,
    ),
  };
  // Node refuses a header deadline later than the whole request's.
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error('HTTP_HEADERS_TIMEOUT_MS cannot be longer than HTTP_REQUEST_TIMEOUT_MS.');
  }
  return timeouts;
};

const isOn = (value: string | undefined): boolean =>
  value !== undefined && ['1', 'true', 'yes'].includes(value.toLowerCase());

const nonEmpty = (value: string | undefined): string | null =>
  value !== undefined && value.trim() !== '' ? value : null;

const parsePublicUrl = (value: string | undefined, port: number): string => {
  const text = nonEmpty(value)?.trim() ?? `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be the site's address, e.g. https://18xx.be, got "${text}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must start with http:// or https://, got "${text}".`);
  }
  return url.href.replace(/\/+$/, '');
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const repoRoot = findRepoRoot();
  const dataDir = nonEmpty(env.DATA_DIR)
    ? resolveFromUser(env.DATA_DIR as string, env)
    : join(repoRoot, 'data');
  const secretText = nonEmpty(env.JWT_SECRET);
  const jwtSecret = secretText
    ? new TextEncoder().encode(secretText)
    : readOrCreateJwtSecret(dataDir);
  if (jwtSecret.length < MIN_SECRET_BYTES) {
    throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long.`);
  }
  const port = parsePort(env.PORT);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePoolSize: parsePoolSize(env.DATABASE_POOL_SIZE),
    adminEmail: nonEmpty(env.ADMIN_EMAIL)?.trim() ?? 'admin@18xx.be',
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    jwtSecret,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM)?.trim() ?? '18xx Belgium <no-reply@18xx.be>',
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    seedDemo: isOn(env.SEED_DEMO),
    staticDir: nonEmpty(env.STATIC_DIR) ? resolveFromUser(env.STATIC_DIR as string, env) : repoRoot,
    trustProxy: isOn(env.TRUST_PROXY),
    serveSourceMaps: isOn(env.SERVE_SOURCE_MAPS),
    httpTimeouts: parseHttpTimeouts(env),
  };
};
