import { z } from 'zod';

/** What `GET /health` answers, to load balancers and monitoring. */
export const healthSchema = z.object({
  status: z
    .enum(['ok', 'unavailable'])
    .describe('`ok` (HTTP 200) when this instance can serve; `unavailable` (HTTP 503) when it should get no traffic'),
  database: z.object({
    status: z.enum(['up', 'down']).describe('Whether a trivial query answered within the check timeout'),
    latencyMs: z.number().describe('Time the check query took, in milliseconds'),
  }),
  jobQueue: z.object({
    lagSeconds: z
      .number()
      .nullable()
      .describe('How long the oldest due background job has waited, in seconds (null when the database is down)'),
  }),
  eventLoop: z.object({
    delayMs: z
      .number()
      .describe(
        '99th percentile event-loop delay since the previous check, in milliseconds (above 1000 the instance is unavailable)',
      ),
  }),
  uptimeSeconds: z.number().describe('Seconds since this process started'),
});
export type Health = z.infer<typeof healthSchema>;
