/**
 * The time the app goes by where a test may need to move it: what is due for revision (FSRS) and
 * when practice was answered. The learning module reads it through the app's dependencies
 * (`app.clock`), never `new Date()`, so a journey can say "the next day" (docs/adr/0056).
 */
export interface Clock {
  now(): Date;
}

/** The machine's time: production's only clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with the machine's, moved forward by a test (TEST_CLOCK=on, never in production). */
export interface TestClock extends Clock {
  /** Moves the clock forward by `ms` (from now on, every reading is that much later). */
  advance(ms: number): void;
  /** How far ahead of the machine's time it is, in milliseconds. */
  offsetMs(): number;
}

export function createTestClock(offsetMs = 0): TestClock {
  let offset = offsetMs;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      if (!(ms >= 0) || !Number.isFinite(ms)) throw new RangeError('A test clock only moves forward');
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

export const isTestClock = (clock: Clock): clock is TestClock =>
  typeof (clock as Partial<TestClock>).advance === 'function';
