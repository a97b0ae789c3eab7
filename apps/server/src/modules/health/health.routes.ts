import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '@markwell/contracts';
import { createHealthService } from './health.service';

/** `GET /health` for load balancers and monitoring. */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const loop = monitorEventLoopDelay({ resolution: 20 });
  loop.enable();
  app.addHook('onClose', async () => loop.disable());
  const service = createHealthService({
    db: app.db,
    jobs: app.jobs,
    eventLoopDelayMs: () => {
      const p99 = loop.count > 0 ? loop.percentile(99) / 1e6 : 0;
      loop.reset();
      return p99;
    },
  });

  app.get(
    '/health',
    {
      // Load balancers poll it often, from few addresses: no per-IP limit.
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Health of this instance, for load balancers',
        description:
          'Checks that the database answers (within 2 s) and reports the job queue lag and the event-loop delay. ' +
          'Answers 200 when the instance can take traffic and 503 when the database is down or the event loop is saturated.',
        security: [],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_req, reply) => {
      const health = await service.check();
      reply.header('cache-control', 'no-store');
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
