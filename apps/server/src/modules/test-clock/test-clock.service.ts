import type { TestClockState } from '@markwell/contracts';
import type { TestClock } from '../../lib/clock';

/** Reads and moves a test server's clock (the learning module's "now"). */
export function createTestClockService(clock: TestClock) {
  const state = (): TestClockState => ({ now: clock.now().toISOString(), offset_seconds: clock.offsetMs() / 1000 });
  return {
    read: state,
    /** Moves the clock forward by whole seconds and answers where it stands. */
    advance(seconds: number): TestClockState {
      clock.advance(seconds * 1000);
      return state();
    },
  };
}
