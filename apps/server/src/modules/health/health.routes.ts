import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthEndpoints } from '@markwell/contracts/endpoints/health';
import { routeEndpoint } from '../../lib/endpoint-route';
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

  routeEndpoint(
    app,
    healthEndpoints.getHealth,
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['health'], security: [] },
    },
    async (_req, reply) => {
      const health = await service.check();
      reply.header('cache-control', 'no-store');
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
}
