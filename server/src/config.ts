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
  /** The site's public address, for links in mails (SITE_URL), without a trailing slash. */
  siteUrl: string;
  seedDemo: boolean;
  /** Root holding shell/dist, member-app/dist and admin-app/dist. */
  staticDir: string;
  trustProxy: boolean;
}

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

const isOn = (value: string | undefined): boolean =>
  value !== undefined && ['1', 'true', 'yes'].includes(value.toLowerCase());

const nonEmpty = (value: string | undefined): string | null =>
  value !== undefined && value.trim() !== '' ? value : null;

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
  return {
    port: parsePort(env.PORT),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePoolSize: parsePoolSize(env.DATABASE_POOL_SIZE),
    adminEmail: nonEmpty(env.ADMIN_EMAIL)?.trim() ?? 'admin@18xx.be',
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    jwtSecret,
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM)?.trim() ?? '18xx Belgium <no-reply@18xx.be>',
    siteUrl: (nonEmpty(env.SITE_URL)?.trim() ?? 'https://18xx.be').replace(/\/+$/, ''),
    seedDemo: isOn(env.SEED_DEMO),
    staticDir: nonEmpty(env.STATIC_DIR) ? resolveFromUser(env.STATIC_DIR as string, env) : repoRoot,
    trustProxy: isOn(env.TRUST_PROXY),
  };
};
