import { buildApp } from './app';
import { loadConfig } from './config';
import { logDestination } from './shared/logs/log-destination';
import { loggerOptions } from './shared/logs/logger-options';
import { writeLog } from './shared/logs/write-log';
import type { SeedReport } from './seed/seed';

const SHUTDOWN_GRACE_MS = 10_000;

const printSeedReport = (report: SeedReport): void => {
  if (report.admin === 'created' && report.generatedAdminPassword) {
    const rule = '='.repeat(72);
    console.log(
      [
        rule,
        `First administrator created: ${report.adminEmail}`,
        `Generated password (shown only this once): ${report.generatedAdminPassword}`,
        'Store it now. Set ADMIN_PASSWORD before the first start to choose it yourself.',
        rule,
      ].join('\n'),
    );
  } else if (report.admin !== 'exists') {
    console.log(`First administrator ${report.admin}: ${report.adminEmail}`);
  }
  if (report.demo) {
    console.log(`Demo member: ${report.demo.memberEmail} / ${report.demo.memberPassword}`);
  }
};

const config = loadConfig();
// pino still flushes what is pending when the process exits.
const log = logDestination();
const app = await buildApp({
  config,
  logger: {
    ...loggerOptions({ level: process.env.LOG_LEVEL ?? 'info', port: config.port }),
    stream: log.stream,
  },
  onSeeded: printSeedReport,
});
log.reportDrops(app.log);

/** A failure nothing caught: on the System Logs page as Critical, then a clean restart (systemd). */
const crash = (kind: string) => (error: unknown) => {
  app.log.fatal({ err: error }, kind);
  // A database that does not answer must not keep a broken process alive.
  setTimeout(() => process.exit(1), 3_000).unref();
  const reason = error instanceof Error ? error.message : String(error);
  void writeLog(app.db, { level: 'Critical', message: `${kind}: ${reason}`, error })
    .catch(() => undefined)
    .finally(() => process.exit(1));
};
process.once('uncaughtException', crash('Uncaught exception'));
process.once('unhandledRejection', crash('Unhandled promise rejection'));

const shutdown = (signal: string): void => {
  app.log.info(`${signal} received, closing`);
  const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
  timer.unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await writeLog(app.db, {
    level: 'Critical',
    message: `The server could not listen on ${config.host}:${config.port}`,
    error,
  }).catch(() => undefined);
  await app.close();
  process.exit(1);
}
