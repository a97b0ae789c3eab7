/**
 * Billing rules around a subscription price: periods, mid-period changes and invoice totals.
 * Money is handled in whole cents, like the prices themselves.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Months in one billing period: monthly billing renews every month, yearly every twelve. */
export const periodMonths = (monthly: boolean) => (monthly ? 1 : 12);

/**
 * The end of a billing period starting at `start` (UTC calendar months; the 31st of January
 * plus one month is the last day of February).
 */
export function billingPeriodEnd(start: Date, monthly: boolean): Date {
  const months = periodMonths(monthly);
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

const toCents = (value: number | string) => {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(n)) throw new RangeError(`Not an amount: ${String(value)}`);
  return Math.round(n * 100);
};
const fromCents = (cents: number) => cents / 100;

export interface PlanChangeInput {
  /** Price of one period of the current plan. */
  currentAmount: number | string;
  currentMonthly: boolean;
  /** Price of one period of the new plan. */
  newAmount: number | string;
  newMonthly: boolean;
  periodStart: Date;
  periodEnd: Date;
  /** When the change happens. */
  at: Date;
}

export interface PlanChange {
  /** To charge now (positive) or to credit (negative), in currency units with two decimals. */
  charge: number;
  /** Whole days left in the current period (part of a day counts as a day), and its length. */
  daysLeft: number;
  periodDays: number;
  /** The period the subscription is in after the change. */
  periodStart: Date;
  periodEnd: Date;
  /** A new period starts now (the billing cycle changed, or the old period was over). */
  newPeriod: boolean;
}

/**
 * What a plan change costs mid-period.
 * - Same billing cycle: the difference of the two prices for the days left,
 *   `(new − current) × daysLeft / periodDays`; the period stays as it is.
 * - Monthly ↔ yearly: a new period starts now at the new price, less the unused part of the
 *   current one, `new − current × daysLeft / periodDays`.
 * Rounded half up to cents.
 */
export function planChangeCharge(input: PlanChangeInput): PlanChange {
  const { periodStart, periodEnd, at } = input;
  const periodDays = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const daysLeft = Math.min(periodDays, Math.max(0, Math.ceil((periodEnd.getTime() - at.getTime()) / DAY_MS)));
  const current = toCents(input.currentAmount);
  const next = toCents(input.newAmount);
  const cycleChanged = input.currentMonthly !== input.newMonthly;
  if (cycleChanged || daysLeft === 0) {
    const unused = Math.round((current * daysLeft) / periodDays);
    return {
      charge: fromCents(next - unused),
      daysLeft,
      periodDays,
      periodStart: at,
      periodEnd: billingPeriodEnd(at, input.newMonthly),
      newPeriod: true,
    };
  }
  return {
    charge: fromCents(Math.round(((next - current) * daysLeft) / periodDays)),
    daysLeft,
    periodDays,
    periodStart,
    periodEnd,
    newPeriod: false,
  };
}

export interface InvoiceTotals {
  net: number;
  vat: number;
  gross: number;
}

/** Invoice totals: the lines' sum (net), VAT at `vatPercent` on it (half up to cents), and both. */
export function invoiceTotals(lineAmounts: readonly (number | string)[], vatPercent: number | string): InvoiceTotals {
  const net = lineAmounts.reduce<number>((sum, a) => sum + toCents(a), 0);
  const rate = Number(vatPercent);
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) throw new RangeError(`Not a VAT rate: ${String(vatPercent)}`);
  // Rate in hundredths of a percent keeps the product an integer.
  const rateBasis = Math.round(rate * 100);
  const vatAbs = Math.round((Math.abs(net) * rateBasis) / 10000);
  const vat = net < 0 ? -vatAbs : vatAbs;
  return { net: fromCents(net), vat: fromCents(vat), gross: fromCents(net + vat) };
}
