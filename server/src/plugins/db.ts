import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Hands the opened database to routes and closes it with the app. */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);
