import { describe, expect, it } from 'vitest';
import {
  discountedSubjectPrice,
  formatPrice,
  SUBJECT_IDS,
  SUBJECTS,
  subjectCountDiscount,
  subjectPrice,
  subscriptionPrice,
  type SubjectPrices,
} from './index';

const subject: SubjectPrices = {
  price_mini: 10,
  price_small: 20,
  price_medium: 30,
  price_large: 40,
  price_mini_discount: 8,
  price_small_discount: 16,
  price_medium_discount: 24,
  price_large_discount: 32,
};

describe('subject list', () => {
  it('holds the fixed subjects and ids', () => {
    expect(SUBJECTS.map((s) => [s.name, s.id])).toEqual([
      ['Physical Education', 1],
      ['Spanish', 2],
      ['French', 4],
      ['Biology', 8],
      ['Chemistry', 28],
      ['Roadmap', 29],
    ]);
    expect(SUBJECT_IDS.Chemistry).toBe(28);
  });
});

describe('subjectPrice by school type', () => {
  it.each([
    ['coach', 10, 8],
    ['smallschool', 20, 16],
    ['largeschool', 30, 24],
    ['xlschool', 40, 32],
  ] as const)('%s uses its column', (type, price, discounted) => {
    expect(subjectPrice(subject, type)).toBe(price);
    expect(discountedSubjectPrice(subject, type)).toBe(discounted);
  });
  it('multiplies by 10 when the monthly flag is off', () => {
    expect(subjectPrice(subject, 'coach', { monthly: false })).toBe(100);
    expect(discountedSubjectPrice(subject, 'xlschool', { monthly: false })).toBe(320);
  });
  it('rounds to one decimal by default, or as asked', () => {
    const s = { ...subject, price_mini: '9.99', price_mini_discount: null };
    expect(subjectPrice(s, 'coach')).toBe(10);
    expect(subjectPrice(s, 'coach', { decimals: 2 })).toBe(9.99);
    expect(discountedSubjectPrice(s, 'coach', { decimals: 2 })).toBe(9.99); // falls back
    expect(subjectPrice({ ...subject, price_mini: 0.15 }, 'coach')).toBe(0.2); // half up, no drift
  });
  it('rejects values that are not prices', () => {
    expect(() => subjectPrice({ ...subject, price_mini: 'abc' }, 'coach')).toThrow(RangeError);
  });
});

describe('subjectCountDiscount', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 10],
    [3, 20],
    [4, 20],
    [5, 25],
    [6, 25],
    [7, 30],
    [8, 30],
    [9, 35],
    [20, 35],
  ])('%i subjects -> %i%%', (n, pct) => expect(subjectCountDiscount(n)).toBe(pct));
});

describe('subscriptionPrice', () => {
  it('sums discounted prices and applies the count discount', () => {
    // 2 subjects at 16 (smallschool discounted) = 32, minus 10% = 28.8
    expect(subscriptionPrice([subject, subject], 'smallschool')).toBe(28.8);
    // 3 coach subjects at 8 = 24, minus 20% = 19.2; yearly x10 = 192
    expect(subscriptionPrice([subject, subject, subject], 'coach')).toBe(19.2);
    expect(subscriptionPrice([subject, subject, subject], 'coach', { monthly: false })).toBe(192);
  });
  it('is 0 for no subjects and full price for one', () => {
    expect(subscriptionPrice([], 'coach')).toBe(0);
    expect(subscriptionPrice([subject], 'xlschool')).toBe(32);
  });
  it('avoids float drift', () => {
    const a = { ...subject, price_mini_discount: 0.1 };
    const b = { ...subject, price_mini_discount: 0.2 };
    expect(subscriptionPrice([a, b], 'coach', { decimals: 2 })).toBe(0.27); // 0.3 * 0.9
    // 9 subjects at 4.45 = 40.05, minus 35% = 26.0325 -> 26.0 (one decimal), 26.03 (two)
    const nine = Array.from({ length: 9 }, () => ({ ...subject, price_mini_discount: '4.45' }));
    expect(subscriptionPrice(nine, 'coach')).toBe(26);
    expect(subscriptionPrice(nine, 'coach', { decimals: 2 })).toBe(26.03);
  });
  it('rounds half up at one decimal', () => {
    // 5 subjects at 1.01 = 5.05, minus 25% = 3.7875 -> 3.8
    const five = Array.from({ length: 5 }, () => ({ ...subject, price_mini_discount: 1.01 }));
    expect(subscriptionPrice(five, 'coach')).toBe(3.8);
  });
});

describe('formatPrice', () => {
  it.each([
    [12, '12'],
    [12.5, '12.50'],
    [0.1 + 0.2, '0.30'],
    ['7.05', '7.05'],
    [100, '100'],
    [-3.5, '-3.50'],
    [0, '0'],
  ])('%s -> %s', (value, text) => expect(formatPrice(value)).toBe(text));
});

describe('monthly and yearly figures shown side by side', () => {
  // Five subjects at 31.90 a month for a large school: 159.50 less 25% is 119.625 exactly.
  const five = Array.from({ length: 5 }, () => ({ ...subject, price_medium: 31.9, price_medium_discount: null }));

  it('rounds the monthly price once, and a year is exactly ten of those months', () => {
    expect(subscriptionPrice(five, 'largeschool')).toBe(119.6);
    expect(subscriptionPrice(five, 'largeschool', { monthly: false })).toBe(1196);
    expect(subscriptionPrice(five, 'largeschool', { monthly: false, decimals: 2 })).toBe(1196.3);
  });

  it('prices one subject for a year as ten of its rounded months', () => {
    const odd = { ...subject, price_small: 10.05 };
    expect(subjectPrice(odd, 'smallschool')).toBe(10.1);
    expect(subjectPrice(odd, 'smallschool', { monthly: false })).toBe(101);
  });
});
