import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentCacheFor } from '../lib/content-cache';

/** The database channel on which a process tells the others that public content changed. */
const CONTENT_CHANNEL = 'markwell_public_content';

/**
 * Listens for content changes made by other processes (and instances) on the same database and
 * drops this process's cache when one arrives; a listener that lost its connection also drops it.
 */
export default fp(
  async function contentCache(app: FastifyInstance) {
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopListening = await app.database.listen(CONTENT_CHANNEL, () => contentCacheFor(app.db).invalidate());
    });
    app.addHook('onClose', async () => stopListening?.());
  },
  { name: 'content-cache', dependencies: ['db'] },
);

/**
 * Hook for the plugins that write public content (blog, CMS): after any successful write
 * through them, before the reply is sent, the content cache is dropped here and every other
 * process is told to drop theirs, so the writer's next read, and everyone's, sees the change.
 */
export function invalidateContentCacheOnWrite(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    contentCacheFor(app.db).invalidate();
    try {
      await app.database.notify(CONTENT_CHANNEL, '');
    } catch (err) {
      // The write itself is saved; other processes catch up within CONTENT_CACHE_TTL_MS.
      request.log.warn({ err }, 'could not tell other processes about changed public content');
    }
    return payload;
  });
}
