import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { advanceTestClockBodySchema, testClockSchema } from '@markwell/contracts';
import { ADMIN } from '../../lib/access';
import type { TestClock } from '../../lib/clock';
import { createTestClockService } from './test-clock.service';

const tags = ['test-clock'];
const ONLY =
  'Registered only on a server started with TEST_CLOCK=on, which production refuses at start; platform admins only.';

/** GET and POST /test-clock: a test server's movable clock (docs/adr/0056). */
export function testClockRoutes(clock: TestClock) {
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const service = createTestClockService(clock);

    app.get(
      '/test-clock',
      {
        config: { access: ADMIN },
        schema: {
          tags,
          summary: 'Where the test server’s clock stands',
          description: `What the learning module takes for now (what is due for revision) and how far ahead of the machine's time it is. ${ONLY}`,
          response: { 200: testClockSchema },
        },
      },
      () => service.read(),
    );

    app.post(
      '/test-clock',
      {
        config: { access: ADMIN },
        schema: {
          tags,
          summary: 'Move the test server’s clock forward',
          description: `Moves the learning module's clock forward by \`advance_seconds\` (at most a year a call; it never moves back), so a journey can come back "the next day". ${ONLY}`,
          body: advanceTestClockBodySchema,
          response: { 200: testClockSchema },
        },
      },
      (req) => service.advance(req.body.advance_seconds),
    );
  };
}
