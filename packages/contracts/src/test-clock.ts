import { z } from 'zod';

// The movable clock of test servers (TEST_CLOCK=on, never in production): what the learning
// module takes for "now", moved forward so a journey reaches the next day (docs/adr/0054).

/** Most a single call moves the clock: a year. */
export const TEST_CLOCK_MAX_ADVANCE_SECONDS = 366 * 86_400;

export const testClockSchema = z.object({
  now: z.string().describe('ISO 8601 date-time: what the learning module takes for now'),
  offset_seconds: z.number().describe('How far ahead of the machine’s time the clock is, in seconds'),
});
export type TestClockState = z.infer<typeof testClockSchema>;

export const advanceTestClockBodySchema = z.strictObject({
  advance_seconds: z
    .number()
    .int()
    .min(1)
    .max(TEST_CLOCK_MAX_ADVANCE_SECONDS)
    .describe('Seconds to move the clock forward (it never moves back)'),
});
export type AdvanceTestClockBody = z.infer<typeof advanceTestClockBodySchema>;
