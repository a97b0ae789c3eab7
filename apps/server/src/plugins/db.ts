import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { loggableError } from '../lib/loggable-error';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/**
 * Exposes the opened database to every module; closing the app closes it. A connection the
 * database cut (a restart, a failover) is logged and replaced, never fatal to the process.
 */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Database; closeOnExit: boolean }) {
    opts.database.onConnectionError((error) =>
      app.log.warn({ error: loggableError(error) }, 'database connection lost; a new one is made when needed'),
    );
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    if (opts.closeOnExit) app.addHook('onClose', () => opts.database.close());
  },
  { name: 'db' },
);
