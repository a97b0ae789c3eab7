import { describe, expect, it } from 'vitest';
import type { PricedSubject } from '@markwell/contracts';
import { pricePlan } from './plan-pricing';

const subject = (id: number, name: string): PricedSubject => ({
  id,
  name,
  price_mini: 10,
  price_small: 20,
  price_medium: 31.9,
  price_large: 40,
  price_mini_discount: null,
  price_small_discount: null,
  price_medium_discount: null,
  price_large_discount: null,
});
const offer = [
  subject(1, 'Physical Education'),
  subject(2, 'Spanish'),
  subject(4, 'French'),
  subject(8, 'Biology'),
  subject(28, 'Chemistry'),
];
const sum = (lines: { amount: number }[]) => Math.round(lines.reduce((s, l) => s + l.amount * 100, 0)) / 100;

describe('the invoice lines of a plan', () => {
  it('show the discount as its exact share to the cent, and any rounding to the plan price apart', () => {
    // 5 × 31.90 = 159.50; 25% off is 39.875, so 39.88 to the cent; the plan price is 119.60.
    const plan = pricePlan(offer, [1, 2, 4, 8, 28], 'largeschool', true);
    expect(plan.amount).toBe(119.6);
    expect(plan.lines.slice(5)).toEqual([
      { description: 'Discount for 5 subjects (25%)', amount: -39.88 },
      { description: 'Rounding to the plan price', amount: -0.02 },
    ]);
    expect(sum(plan.lines)).toBe(plan.amount);
  });

  it('bill a year as ten of the rounded months, the lines adding up to it', () => {
    const plan = pricePlan(offer, [1, 2, 4, 8, 28], 'largeschool', false);
    expect(plan.amount).toBe(1196);
    expect(plan.lines[0]).toEqual({ description: 'Physical Education, one year', amount: 319 });
    expect(plan.lines.slice(5)).toEqual([
      { description: 'Discount for 5 subjects (25%)', amount: -398.75 },
      { description: 'Rounding to the plan price', amount: -0.25 },
    ]);
    expect(sum(plan.lines)).toBe(1196);
  });

  it('need no discount or rounding line when there is none', () => {
    expect(pricePlan(offer, [8], 'largeschool', true).lines).toEqual([
      { description: 'Biology, one month', amount: 31.9 },
    ]);
  });
});
