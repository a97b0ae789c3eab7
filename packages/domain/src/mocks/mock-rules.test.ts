import { describe, expect, it } from 'vitest';
import { meanPercent, percentOf, windowWithin } from './mock-rules';

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

describe('percentOf', () => {
  it('rounds to one decimal, halves up', () => {
    expect(percentOf(7, 12)).toBe(58.3);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(1, 16)).toBe(6.3);
    expect(percentOf(12, 12)).toBe(100);
    expect(percentOf(0, 5)).toBe(0);
  });

  it('has no percentage without a maximum', () => {
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe('meanPercent', () => {
  it('averages to one decimal and is null for no results', () => {
    expect(meanPercent([50, 75, 60])).toBe(61.7);
    expect(meanPercent([])).toBeNull();
  });
});
