import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The public answers served from memory, the same for every visitor (the active convention,
     * the public announcements): their request line is written at debug when they succeed. They
     * are most of the site's traffic, a third of their throughput went to that line, and nginx's
     * JSON access log already has every request with the same request id (docs/decisions.md).
     */
    quietWhenAnswered?: true;
  }
}

/**
 * One log line per request, written when it has been answered: method, path, address (the `req`
 * serializer), status and time. Fastify's own request logging, turned off in app.ts, writes two,
 * and logging was the largest share of a cached hot call's own work (docs/performance.md).
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      const quiet = request.routeOptions.config.quietWhenAnswered && reply.statusCode < 400;
      reply.log[quiet ? 'debug' : 'info'](
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
      done();
    });
  },
  { name: 'request-log' },
);
