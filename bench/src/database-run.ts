import { mkdirSync } from 'node:fs';
import { addAnnouncements } from './announcements';
import { logIn } from './api-client';
import { benchHotCall, HOT_CALLS, hotCallChecks, ROUNDS } from './api-suite';
import { check, type Check } from './checks';
import { freshDatabase, type DbKind } from './databases';
import { startDeployedSite } from './deployed-site';
import { benchFrontend, frontendChecks } from './frontend-suite';
import { benchLighthouse, lighthouseChecks } from './lighthouse-suite';
import { benchLogin, loginChecks } from './login-suite';
import type { BenchOptions, Part } from './options';
import { ADMIN, seedBenchData } from './seed';
import { startProcess } from './server-process';
import { benchSurge, SURGE_MEMBERS, surgeChecks } from './surge-suite';

const MAX_RSS_MB_ON_POSTGRES = 256;
export const DB_LABELS: Record<DbKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

export const progress = (message: string) =>
  console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** The production server exactly as `npm start` runs it; mail is written to DATA_DIR/mail only. */
export const serverEnv = (databaseUrl: string | null, dataDir: string): NodeJS.ProcessEnv => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('TEST_') && !name.startsWith('E2E_'),
    ),
  );
  return {
    ...env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SMTP_URL: '',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
};

/**
 * Every part that needs a server, on one fresh database: seed, start the production server,
 * add the announcements, measure, stop, drop. Answers the checks and the raw figures.
 */
export const benchOnDatabase = async (
  kind: DbKind,
  parts: readonly Part[],
  {
    options,
    scratch,
    postgresUrl,
  }: { options: BenchOptions; scratch: string; postgresUrl?: string },
): Promise<{ checks: Check[]; figures: Record<string, unknown> }> => {
  const label = DB_LABELS[kind];
  const checks: Check[] = [];
  const figures: Record<string, unknown> = {};
  const database = await freshDatabase(kind, scratch, postgresUrl);
  try {
    progress(`${label}: seeding ${SURGE_MEMBERS} members and the demo convention`);
    await seedBenchData(database, SURGE_MEMBERS);
    if (options.profileDir) mkdirSync(options.profileDir, { recursive: true });
    const server = await startProcess({
      args: [
        ...(options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []),
        'server/dist/server.js',
      ],
      env: serverEnv(database.databaseUrl, database.dataDir),
      logDir: scratch,
      name: `server-${kind}`,
      readyPath: '/api/health',
    });
    // Which part raised the API's peak RSS: the budget speaks of the whole run.
    const peakSoFar = () =>
      progress(`${label}: API peak RSS so far ${Math.round(server.peakRssMb())} MB`);
    try {
      const adminToken = await logIn(server.url, ADMIN.email, ADMIN.password);
      await addAnnouncements(server.url, adminToken);
      if (parts.includes('api')) {
        const hot = [];
        for (const path of HOT_CALLS) {
          progress(
            `${label}: GET ${path} (real and bare at 100 connections, ${ROUNDS} times; real at 200)`,
          );
          const figure = await benchHotCall(server, path, { scratch, seconds: options.seconds });
          hot.push(figure);
          checks.push(...hotCallChecks(label, figure));
        }
        figures.hotCalls = hot;
        peakSoFar();
      }
      if (parts.includes('login')) {
        progress(`${label}: POST /api/Auth/login`);
        const login = await benchLogin(server.url, options.seconds);
        figures.login = login;
        peakSoFar();
        checks.push(...loginChecks(label, login));
      }
      if (parts.includes('surge') && database.databaseUrl) {
        progress(`${label}: registration surge`);
        const surge = await benchSurge(server, database.databaseUrl, adminToken);
        figures.surge = surge;
        peakSoFar();
        checks.push(...surgeChecks(label, surge));
      }
      if (parts.includes('frontend')) {
        progress(`${label}: front-end weights (Playwright)`);
        const weights = await benchFrontend(server.url);
        figures.frontend = weights;
        checks.push(...frontendChecks(weights));
      }
      if (parts.includes('lighthouse')) {
        progress(`${label}: Lighthouse, behind nginx as deployed (HTTPS, HTTP/2, Brotli)`);
        const site = await startDeployedSite(server.url, scratch);
        const lighthouse = await benchLighthouse(site.url, scratch).finally(() => site.stop());
        figures.lighthouse = lighthouse;
        checks.push(...lighthouseChecks(lighthouse));
      }
      const rss = server.peakRssMb();
      figures.peakRssMb = rss;
      checks.push(
        kind === 'postgres'
          ? check(
              `${label} API peak RSS`,
              `${Math.round(rss)} MB`,
              `<= ${MAX_RSS_MB_ON_POSTGRES} MB`,
              rss <= MAX_RSS_MB_ON_POSTGRES,
            )
          : check(`${label} API peak RSS (PGlite in process)`, `${Math.round(rss)} MB`, '', null),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  return { checks, figures };
};
