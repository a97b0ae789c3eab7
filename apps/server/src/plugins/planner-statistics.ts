import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { analyzeStaleTables } from '../db/planner-statistics';
import { loggableError } from '../lib/loggable-error';

/** How often the embedded database's statistics are checked (a check that finds nothing costs one query). */
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * Keeps the embedded PGlite's planner statistics fresh, as autovacuum does on PostgreSQL: once
 * the app is ready (after the demo seed) and every five minutes, tables never analysed or changed
 * enough since are analysed. PGlite serves one statement at a time, so the pass runs after
 * `listen`, not before it. Nothing to do on PostgreSQL.
 */
export default fp(
  async function plannerStatisticsPlugin(app: FastifyInstance, opts: { autoStart: boolean }) {
    if (!opts.autoStart || app.database.kind !== 'pglite') return;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> = Promise.resolve();
    let closed = false;
    const pass = () => {
      if (closed) return;
      running = analyzeStaleTables(app.db)
        .then((tables) => {
          if (tables.length) app.log.debug({ tables }, 'planner statistics gathered');
        })
        .catch((err: unknown) => app.log.error({ error: loggableError(err) }, 'gathering planner statistics failed'));
    };
    app.addHook('onReady', async () => {
      setImmediate(pass);
      timer = setInterval(pass, CHECK_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'planner-statistics', dependencies: ['db'] },
);
