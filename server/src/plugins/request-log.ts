import fp from 'fastify-plugin';

/**
 * One log line per request, written when it has been answered: method, path, address (the `req`
 * serializer), status and time. Fastify's own request logging, turned off in app.ts, writes two,
 * and logging was the largest share of a cached hot call's own work (docs/performance.md).
 */
export const requestLogPlugin = fp(
  async (app) => {
    app.addHook('onResponse', (request, reply, done) => {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
      done();
    });
  },
  { name: 'request-log' },
);
