import { defineEndpoint } from '../endpoint';
import { healthSchema } from '../index';

/** The health module's endpoints, each keyed by its operationId in the API document. */
export const healthEndpoints = {
  getHealth: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Health of this instance, for load balancers',
    description:
      'Checks that the database answers (within 2 s) and reports the job queue lag and the event-loop delay. ' +
      'Answers 200 when the instance can take traffic and 503 when the database is down or the event loop is saturated.',
    responses: { 200: healthSchema, 503: healthSchema },
  }),
};
