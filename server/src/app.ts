import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { prepareWhenAvailable } from './db/prepare-when-available';
import { INVALID_URL_MESSAGE } from './http/api-error';
import { clientErrorHandler } from './http/client-errors';
import { failure } from './http/envelope';
import type { ErrorLogLimits } from './shared/logs/error-log-limiter';
import type { MailWorkerOptions } from './shared/mail/mail-worker';
import { seedDatabase, type SeedReport } from './seed/seed';
import {
  zodSerializerCompiler,
  zodValidatorCompiler,
  type ZodTypeProvider,
} from './http/zod-type-provider';
import { approvalDigestPlugin } from './plugins/approval-digest';
import { conventionRemindersPlugin } from './plugins/convention-reminders';
import { authPlugin } from './plugins/auth';
import { cacheInvalidationPlugin } from './plugins/cache-invalidation';
import { databaseGatePlugin } from './plugins/database-gate';
import { dbPlugin } from './plugins/db';
import { envelopePlugin } from './plugins/envelope';
import { jsonBodyPlugin } from './plugins/json-body';
import { mailPlugin } from './plugins/mail';
import { nulCharactersPlugin } from './plugins/nul-characters';
import { openApiPlugin } from './plugins/openapi';
import { requestLogPlugin } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticFilesPlugin } from './plugins/static-files';
import { authRoutes } from './contexts/accounts';
import { calendarFeedRoutes } from './contexts/accounts';
import { activeConventionCachePlugin } from './contexts/conventions';
import { conventionRoutes } from './contexts/conventions';
import { featuredGameRoutes } from './contexts/conventions';
import { gameRoutes } from './contexts/planner';
import { healthRoutes } from './health';
import { logRoutes } from './contexts/logs';
import { attentionRoutes } from './contexts/attention';
import { auditRoutes } from './contexts/audit';
import { inboxRoutes } from './contexts/messaging';
import { invoiceListRoutes } from './contexts/messaging';
import { invoiceMetaRoutes } from './contexts/billing';
import { invoiceRoutes } from './contexts/billing';
import { paymentRoutes } from './contexts/billing';
import { plannerRoutes } from './contexts/planner';
import { notificationRoutes } from './contexts/messaging';
import { registrationRoutes } from './contexts/registrations';
import { placeFromWaitingList, reissueInvoiceAfterChange } from './contexts/registrations';
import { templateRoutes } from './contexts/templates';
import { userRoutes } from './contexts/accounts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Told what the seed did, e.g. to print a generated admin password once. */
  onSeeded?: (report: SeedReport) => void;
  /** Mail worker timing; tests shorten the retry backoff. */
  mail?: Partial<MailWorkerOptions>;
  /** How many Error rows one cause may write; tests shorten the window. */
  errorLog?: Partial<ErrorLogLimits>;
}

/**
 * The whole server, migrated and seeded, not yet listening: server.ts listens, tests inject. With
 * the database unreachable it is built all the same, answers 503 and prepares the database when it
 * comes (db/prepare-when-available.ts).
 */
export const buildApp = async ({
  config,
  logger = false,
  onSeeded,
  mail,
  errorLog,
}: BuildAppOptions) => {
  const timeouts = config.httpTimeouts;
  const app = Fastify({
    logger,
    // Node's own limits are off under Fastify's defaults: a client sending one header line a
    // second held a connection for minutes. Deadlines are checked every second (Node: 30 s).
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    clientErrorHandler: clientErrorHandler(),
    // requestLogPlugin writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Behind nginx, its $request_id names the request in both access log and API log lines.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    // A path that does not decode (e.g. /api/User/%F0%9F/approve) fails before any route or error
    // handler: without this it would leave as Fastify's own JSON instead of the envelope.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).send(failure(INVALID_URL_MESSAGE));
    },
  }).withTypeProvider<ZodTypeProvider>();
  const database = await openDatabase(config);
  const startup = await prepareWhenAvailable(async () => {
    const seed = await database.exclusively(async () => {
      await database.migrate();
      return seedDatabase(database.db, config);
    });
    onSeeded?.(seed);
  }, app.log).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.decorate('config', config);

  await app.register(requestLogPlugin);
  await app.register(dbPlugin, { database });
  await app.register(databaseGatePlugin, { startup });
  await app.register(cacheInvalidationPlugin, { database });
  await app.register(envelopePlugin, { errorLog });
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(mailPlugin, mail ?? {});
  await app.register(approvalDigestPlugin);
  await app.register(conventionRemindersPlugin);
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/Auth' });
  await app.register(userRoutes, { prefix: '/api/User' });
  await app.register(notificationRoutes, { prefix: '/api/Notification' });
  await app.register(activeConventionCachePlugin);
  await app.register(conventionRoutes, {
    prefix: '/api/Convention',
    placesChanged: (tx, conventionId) =>
      placeFromWaitingList(tx, conventionId, { publicUrl: config.publicUrl }),
    // Each registrant's invoice follows, under the same number and reference.
    sessionRemoved: async (registrantIds, conventionId, request) => {
      for (const userId of registrantIds) {
        await reissueInvoiceAfterChange(
          app.db,
          userId,
          conventionId,
          config.publicUrl,
          request.log,
        );
      }
    },
  });
  await app.register(featuredGameRoutes, { prefix: '/api/FeaturedGames' });
  await app.register(registrationRoutes, { prefix: '/api/Registration' });
  await app.register(invoiceListRoutes, { prefix: '/api/Registration/admin' });
  await app.register(inboxRoutes, { prefix: '/api/Inbox' });
  await app.register(templateRoutes, { prefix: '/api/Template' });
  await app.register(invoiceMetaRoutes, { prefix: '/api/InvoiceMeta' });
  await app.register(invoiceRoutes, { prefix: '/api/Invoice' });
  await app.register(paymentRoutes, { prefix: '/api/Payments' });
  await app.register(gameRoutes, { prefix: '/api/Games' });
  await app.register(plannerRoutes, { prefix: '/api/Planner' });
  await app.register(logRoutes, { prefix: '/api/Logs' });
  await app.register(attentionRoutes, { prefix: '/api/Admin' });
  await app.register(auditRoutes, { prefix: '/api/Audit' });
  await app.register(calendarFeedRoutes, { prefix: '/api/Calendar' });

  await app.register(staticFilesPlugin, {
    root: config.staticDir,
    serveSourceMaps: config.serveSourceMaps,
  });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
