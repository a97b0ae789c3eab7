import { describe, expect, it } from 'vitest';
import { isKnownLevel, marksForLevel, NO_CREDIT_LEVEL } from './levels';

const FOUR_LEVELS = [
  { level: 1, minPoints: 1 },
  { level: 2, minPoints: 2 },
  { level: 3, minPoints: 3 },
  { level: 4, minPoints: 4 },
];

describe('marksForLevel', () => {
  it('gives level 0 no marks', () => {
    expect(marksForLevel(NO_CREDIT_LEVEL, FOUR_LEVELS, 5)).toBe(0);
    expect(marksForLevel(0, FOUR_LEVELS, 6)).toBe(0);
  });

  it('gives the top level the whole maximum', () => {
    expect(marksForLevel(4, FOUR_LEVELS, 5)).toBe(5);
    expect(marksForLevel(4, FOUR_LEVELS, 6)).toBe(6);
  });

  it('rounds a middle level on an odd maximum to the nearest mark, halves up', () => {
    // 5 × 1 / 4 = 1.25, 5 × 2 / 4 = 2.5, 5 × 3 / 4 = 3.75
    expect([1, 2, 3].map((level) => marksForLevel(level, FOUR_LEVELS, 5))).toEqual([1, 3, 4]);
    // 7 × 1 / 3 = 2.33, 7 × 2 / 3 = 4.67
    const three = FOUR_LEVELS.slice(0, 3);
    expect([0, 1, 2, 3].map((level) => marksForLevel(level, three, 7))).toEqual([0, 2, 5, 7]);
  });

  it('reads the top from the bands, whatever their order or gaps', () => {
    const bands = [
      { level: 4, minPoints: 4 },
      { level: 1, minPoints: 1 },
    ];
    expect(marksForLevel(1, bands, 8)).toBe(2);
    expect(marksForLevel(4, bands, 8)).toBe(8);
  });

  it('without bands takes the level as the mark, within 0..max', () => {
    expect(marksForLevel(2, [], 8)).toBe(2);
    expect(marksForLevel(12, [], 8)).toBe(8);
  });
});

describe('isKnownLevel', () => {
  it('accepts a listed level and level 0, and refuses others', () => {
    expect(isKnownLevel(3, FOUR_LEVELS)).toBe(true);
    expect(isKnownLevel(0, FOUR_LEVELS)).toBe(true);
    expect(isKnownLevel(5, FOUR_LEVELS)).toBe(false);
    expect(isKnownLevel(5, [])).toBe(true);
  });
});
