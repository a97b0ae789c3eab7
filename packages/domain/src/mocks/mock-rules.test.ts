import { describe, expect, it } from 'vitest';
import { windowWithin } from './mock-rules';

const at = (h: number) => new Date(Date.UTC(2026, 10, 23, h));
const session = { opensAt: at(9), closesAt: at(17) };

describe('windowWithin', () => {
  it('accepts a window inside the session, edges included', () => {
    expect(windowWithin({ opensAt: at(9), closesAt: at(17) }, session)).toBeNull();
    expect(windowWithin({ opensAt: at(10), closesAt: at(11) }, session)).toBeNull();
  });

  it('names what is wrong with a window outside it', () => {
    expect(windowWithin({ opensAt: at(8), closesAt: at(10) }, session)).toBe('opens_before_session');
    expect(windowWithin({ opensAt: at(10), closesAt: at(18) }, session)).toBe('closes_after_session');
    expect(windowWithin({ opensAt: at(12), closesAt: at(12) }, session)).toBe('closes_before_opening');
  });
});
