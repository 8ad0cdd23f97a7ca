// The yardstick of the hot calls: Fastify alone, answering GET /bare with the given bytes (the
// file named by BARE_BODY_FILE), without logging, database, auth or serialisation.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BARE_BODY_FILE);
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
