import { describe, expect, it } from 'vitest';
import { billingPeriodEnd, invoiceTotals, planChangeCharge } from './index';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('billingPeriodEnd', () => {
  it('adds one month or twelve, keeping the day where the month has it', () => {
    expect(billingPeriodEnd(d('2026-03-15'), true)).toEqual(d('2026-04-15'));
    expect(billingPeriodEnd(d('2026-03-15'), false)).toEqual(d('2027-03-15'));
    expect(billingPeriodEnd(d('2026-01-31'), true)).toEqual(d('2026-02-28'));
    expect(billingPeriodEnd(d('2028-02-29'), false)).toEqual(d('2029-02-28'));
  });
});

describe('planChangeCharge', () => {
  const period = { periodStart: d('2026-04-01'), periodEnd: d('2026-05-01') }; // 30 days

  it('charges the difference for the days left when adding subjects', () => {
    const c = planChangeCharge({
      ...period,
      currentAmount: 30,
      currentMonthly: true,
      newAmount: 48,
      newMonthly: true,
      at: d('2026-04-16'),
    });
    expect(c).toMatchObject({ daysLeft: 15, periodDays: 30, charge: 9, newPeriod: false });
    expect(c.periodEnd).toEqual(period.periodEnd);
  });

  it('credits the difference when dropping subjects, and counts part of a day as a day', () => {
    const c = planChangeCharge({
      ...period,
      currentAmount: '48.00',
      currentMonthly: true,
      newAmount: '28.80',
      newMonthly: true,
      at: new Date('2026-04-21T12:00:00Z'),
    });
    expect(c.daysLeft).toBe(10);
    expect(c.charge).toBe(-6.4); // -19.2 × 10 / 30
  });

  it('starts a new period when the billing cycle changes, less the unused part', () => {
    const c = planChangeCharge({
      ...period,
      currentAmount: 30,
      currentMonthly: true,
      newAmount: 300,
      newMonthly: false,
      at: d('2026-04-11'),
    });
    expect(c).toMatchObject({ daysLeft: 20, charge: 280, newPeriod: true });
    expect(c.periodStart).toEqual(d('2026-04-11'));
    expect(c.periodEnd).toEqual(d('2027-04-11'));
  });

  it('charges nothing for a change that keeps the price, and rounds half up to cents', () => {
    const same = { ...period, currentAmount: 10, currentMonthly: true, newAmount: 10, newMonthly: true };
    expect(planChangeCharge({ ...same, at: d('2026-04-02') }).charge).toBe(0);
    // 0.10 × 1 / 30 = 0.0033 → 0.00; 1.00 × 1 / 2 of a 2-day period = 0.50
    expect(planChangeCharge({ ...same, newAmount: 10.1, at: d('2026-04-30') }).charge).toBe(0);
    expect(
      planChangeCharge({
        periodStart: d('2026-04-01'),
        periodEnd: d('2026-04-03'),
        currentAmount: 1,
        currentMonthly: true,
        newAmount: 2.01,
        newMonthly: true,
        at: d('2026-04-02'),
      }).charge,
    ).toBe(0.51); // 1.01 × 1/2 = 0.505 → 0.51
  });
});

describe('invoiceTotals', () => {
  it('adds VAT on the net sum, half up to cents', () => {
    expect(invoiceTotals([19.2, '28.80'], 20)).toEqual({ net: 48, vat: 9.6, gross: 57.6 });
    expect(invoiceTotals(['0.10', '0.20'], 0)).toEqual({ net: 0.3, vat: 0, gross: 0.3 });
    expect(invoiceTotals(['10.05'], 5)).toEqual({ net: 10.05, vat: 0.5, gross: 10.55 }); // 0.5025
    expect(invoiceTotals(['10.10'], 5)).toEqual({ net: 10.1, vat: 0.51, gross: 10.61 }); // 0.505
  });
  it('gives a credit note negative totals', () => {
    expect(invoiceTotals(['-6.40'], 20)).toEqual({ net: -6.4, vat: -1.28, gross: -7.68 });
  });
  it('refuses a rate that is not a percentage', () => {
    expect(() => invoiceTotals([1], 101)).toThrow(RangeError);
    expect(() => invoiceTotals([1], 'x')).toThrow(RangeError);
  });
});
