import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import { DEFAULT_HTTP_TIMEOUTS, type Config } from '../../src/config';
import type { SeedReport } from '../../src/seed/seed';
import { createTestDatabase, type TestDatabase } from './test-database';

export const ADMIN_EMAIL = 'admin@18xx.be';
export const ADMIN_PASSWORD = 'Admin-Pass-1!';

export const testConfig = (database: TestDatabase, overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: database.dataDir,
  databaseUrl: database.databaseUrl,
  databasePoolSize: 10,
  adminEmail: ADMIN_EMAIL,
  adminPassword: ADMIN_PASSWORD,
  jwtSecret: new Uint8Array(randomBytes(32)),
  smtpUrl: null,
  mailFrom: 'test@18xx.be',
  publicUrl: 'https://club.example',
  seedDemo: false,
  // No built front ends there: static serving is skipped.
  staticDir: database.dataDir,
  trustProxy: false,
  serveSourceMaps: false,
  httpTimeouts: DEFAULT_HTTP_TIMEOUTS,
  ...overrides,
});

let cleanups: Array<() => Promise<unknown>> = [];

/**
 * Cleans up, newest first (apps close before their database is dropped), after the test file, or
 * after the test that started them: node:test scopes `after` to the test it is called in. Each
 * batch registers its own hook, so an app started in a later test is closed too; before, it was
 * left open, and its PostgreSQL pool kept the test process alive.
 */
const onCleanup = (cleanup: () => Promise<unknown>): void => {
  if (cleanups.length === 0) {
    after(async () => {
      const batch = cleanups.reverse();
      cleanups = [];
      for (const next of batch) await next();
    });
  }
  cleanups.push(cleanup);
};

/** Build options besides the config, e.g. faster mail retries. */
export type AppOptions = Omit<BuildAppOptions, 'config' | 'onSeeded'>;

export interface TestApp {
  app: App;
  config: Config;
  seed: SeedReport;
}

/** Builds the app on a database of its own; both are closed and dropped after the test file. */
export const startTestApp = async (
  overrides: Partial<Config> = {},
  options: AppOptions = {},
): Promise<TestApp> => startAppOn(await newTestDatabase(), overrides, options);

/** A database of its own, dropped after the test file. */
export const newTestDatabase = async (): Promise<TestDatabase> => {
  const database = await createTestDatabase();
  onCleanup(() => database.drop());
  return database;
};

/** Another app on an existing database (e.g. to restart on the same data). */
export const startAppOn = async (
  database: TestDatabase,
  overrides: Partial<Config> = {},
  options: AppOptions = {},
): Promise<TestApp> => {
  const config = testConfig(database, overrides);
  let seed: SeedReport | undefined;
  const app = await buildApp({ ...options, config, onSeeded: (report) => (seed = report) });
  onCleanup(() => app.close());
  if (!seed) throw new Error('The seed did not report.');
  return { app, config, seed };
};
