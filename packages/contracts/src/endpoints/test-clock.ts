import { defineEndpoint } from '../endpoint';
import { advanceTestClockBodySchema, testClockSchema } from '../index';

const ONLY =
  'Registered only on a server started with TEST_CLOCK=on, which production refuses at start; platform admins only.';

/** The test-clock module's endpoints, each keyed by its operationId in the API document. */
export const testClockEndpoints = {
  getTestClock: defineEndpoint({
    method: 'GET',
    path: '/api/v2/test-clock',
    summary: 'Where the test server’s clock stands',
    description: `What the learning module takes for now (what is due for revision) and how far ahead of the machine's time it is. ${ONLY}`,
    responses: { 200: testClockSchema },
  }),
  postTestClock: defineEndpoint({
    method: 'POST',
    path: '/api/v2/test-clock',
    summary: 'Move the test server’s clock forward',
    description: `Moves the learning module's clock forward by \`advance_seconds\` (at most a year a call; it never moves back), so a journey can come back "the next day". ${ONLY}`,
    body: advanceTestClockBodySchema,
    responses: { 200: testClockSchema },
  }),
};
