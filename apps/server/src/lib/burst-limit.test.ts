import { describe, expect, it } from 'vitest';
import { createBurstLimiter } from './burst-limit';

describe('createBurstLimiter', () => {
  it('lets a user do it perSecond times a second, then says how long to wait; others are apart', () => {
    const limiter = createBurstLimiter({ perSecond: 3 });
    const t0 = 1_000_000;
    expect([0, 1, 2].map((i) => limiter.take(7, t0 + i))).toEqual([0, 0, 0]);
    expect(limiter.take(7, t0 + 400)).toBe(600);
    expect(limiter.take(8, t0 + 400)).toBe(0);
    expect(limiter.take(7, t0 + 1000)).toBe(0);
  });
});
