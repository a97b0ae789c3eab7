import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { testClockEndpoints } from '@markwell/contracts/endpoints/test-clock';
import { routeEndpoint } from '../../lib/endpoint-route';
import { ADMIN } from '../../lib/access';
import type { TestClock } from '../../lib/clock';
import { createTestClockService } from './test-clock.service';

const tags = ['test-clock'];

/** GET and POST /test-clock: a test server's movable clock (docs/adr/0056). */
export function testClockRoutes(clock: TestClock) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const service = createTestClockService(clock);

    routeEndpoint(
      app,
      testClockEndpoints.getTestClock,
      {
        config: { access: ADMIN },
        schema: { tags },
      },
      () => service.read(),
    );

    routeEndpoint(
      app,
      testClockEndpoints.postTestClock,
      {
        config: { access: ADMIN },
        schema: { tags },
      },
      (req) => service.advance(req.body.advance_seconds),
    );
  };
}
