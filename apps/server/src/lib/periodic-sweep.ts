import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { loggableError } from './loggable-error';

/**
 * Asks the job queue for a sweep of `queue` when the app is ready and every `everyMs` after,
 * unless one is already waiting: several instances then run one sweep between them. Off in tests,
 * which queue the job themselves (with their own clock).
 */
export function requestSweeps(app: FastifyInstance, queue: string, everyMs: number, what: string): void {
  if (app.env.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    app.jobs
      .enqueueUnlessQueued(queue, {})
      .catch((err: unknown) => app.log.error({ error: loggableError(err) }, `queueing the ${what} failed`));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/**
 * What a sweep job carries: nothing when the schedule queues it; `asOf` (an ISO time) when a test
 * runs the sweep through the real queue on its own clock.
 */
export const sweepPayload = z.object({ asOf: z.coerce.date().optional() });
