import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { INVALID_URL_MESSAGE } from './http/api-error';
import { failure } from './http/envelope';
import type { MailWorkerOptions } from './domain/mail/mail-worker';
import { seedDatabase, type SeedReport } from './domain/seed/seed';
import {
  zodSerializerCompiler,
  zodValidatorCompiler,
  type ZodTypeProvider,
} from './http/zod-type-provider';
import { approvalDigestPlugin } from './plugins/approval-digest';
import { authPlugin } from './plugins/auth';
import { cacheInvalidationPlugin } from './plugins/cache-invalidation';
import { dbPlugin } from './plugins/db';
import { envelopePlugin } from './plugins/envelope';
import { mailPlugin } from './plugins/mail';
import { nulCharactersPlugin } from './plugins/nul-characters';
import { openApiPlugin } from './plugins/openapi';
import { requestLogPlugin } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticFilesPlugin } from './plugins/static-files';
import { authRoutes } from './routes/auth';
import { activeConventionCachePlugin } from './routes/conventions/active-convention-cache-plugin';
import { conventionRoutes } from './routes/conventions';
import { featuredGameRoutes } from './routes/featured-games';
import { healthRoutes } from './routes/health';
import { logRoutes } from './routes/logs';
import { inboxRoutes } from './routes/inbox';
import { invoiceListRoutes } from './routes/inbox/invoice-list';
import { invoiceMetaRoutes } from './routes/invoice-meta';
import { notificationRoutes } from './routes/notifications';
import { registrationRoutes } from './routes/registrations';
import { templateRoutes } from './routes/templates';
import { userRoutes } from './routes/users';

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
}

/** The whole server, migrated and seeded, not yet listening: server.ts listens, tests inject. */
export const buildApp = async ({ config, logger = false, onSeeded, mail }: BuildAppOptions) => {
  const database = await openDatabase(config);
  try {
    const seed = await database.exclusively(async () => {
      await database.migrate();
      return seedDatabase(database.db, config);
    });
    onSeeded?.(seed);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    logger,
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
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.decorate('config', config);

  await app.register(requestLogPlugin);
  await app.register(dbPlugin, { database });
  await app.register(cacheInvalidationPlugin, { database });
  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(nulCharactersPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(mailPlugin, mail ?? {});
  await app.register(approvalDigestPlugin);
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/Auth' });
  await app.register(userRoutes, { prefix: '/api/User' });
  await app.register(notificationRoutes, { prefix: '/api/Notification' });
  await app.register(activeConventionCachePlugin);
  await app.register(conventionRoutes, { prefix: '/api/Convention' });
  await app.register(featuredGameRoutes, { prefix: '/api/FeaturedGames' });
  await app.register(registrationRoutes, { prefix: '/api/Registration' });
  await app.register(invoiceListRoutes, { prefix: '/api/Registration/admin' });
  await app.register(inboxRoutes, { prefix: '/api/Inbox' });
  await app.register(templateRoutes, { prefix: '/api/Template' });
  await app.register(invoiceMetaRoutes, { prefix: '/api/InvoiceMeta' });
  await app.register(logRoutes, { prefix: '/api/Logs' });

  await app.register(staticFilesPlugin, { root: config.staticDir });
  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
