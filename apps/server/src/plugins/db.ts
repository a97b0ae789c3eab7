import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Exposes the opened database to every module; closing the app closes it. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Database; closeOnExit: boolean }) {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.closeOnExit) app.addHook('onClose', () => opts.database.close());
  },
  { name: 'db' },
);
