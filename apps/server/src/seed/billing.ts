import {
  billingPeriodEnd,
  invoiceTotals,
  subscriptionPrice,
  discountedSubjectPrice,
  SUBJECT_IDS,
} from '@markwell/domain/pricing/index';
import { dayText } from '../modules/billing/index';
import type { Db } from '../db/client';
import {
  billingCounters,
  invoiceLines,
  invoices,
  subjectPrices,
  subscriptionRenewals,
  subscriptions,
  subscriptionSubjects,
} from '../db/schema/index';
import type { CoreSeed } from './core';

/** Demo monthly prices (mini, small, medium, large; then their discounted variants). */
const PRICES: [number, number[], (number | null)[]][] = [
  [SUBJECT_IDS['Physical Education'], [12, 20, 30, 45], [10, 18, 27, 40]],
  [SUBJECT_IDS.Spanish, [15, 25, 38, 55], [12, 22, 34, 50]],
  [SUBJECT_IDS.French, [15, 25, 38, 55], [12, 22, 34, 50]],
  [SUBJECT_IDS.Biology, [18, 30, 45, 65], [15, 27, 40, 58]],
  [SUBJECT_IDS.Chemistry, [18, 30, 45, 65], [15, 27, 40, 58]],
  [SUBJECT_IDS.Roadmap, [8, 12, 18.5, 25], [null, null, null, null]],
];
const VAT_PERCENT = 20;
const DAY = 24 * 60 * 60 * 1000;

const m = (n: number | null) => (n === null ? null : n.toFixed(2));

/**
 * Subject prices, and a subscription for each demo school holding the subjects of the curricula
 * it already follows, with its invoices: Northfield's first, unpaid; Riverside's first, paid, and
 * its renewal, unpaid, in a period that ends in two days.
 */
export async function seedBilling(db: Db, core: CoreSeed) {
  const since = new Date(Date.now() - 400 * DAY);
  const rows = await db
    .insert(subjectPrices)
    .values(
      PRICES.map(([subjectId, [mini, small, medium, large], [dMini, dSmall, dMedium, dLarge]]) => ({
        subjectId,
        priceMini: m(mini!)!,
        priceSmall: m(small!)!,
        priceMedium: m(medium!)!,
        priceLarge: m(large!)!,
        priceMiniDiscount: m(dMini!),
        priceSmallDiscount: m(dSmall!),
        priceMediumDiscount: m(dMedium!),
        priceLargeDiscount: m(dLarge!),
        effectiveFrom: since,
      })),
    )
    .returning();
  const priceOf = (subjectId: number) => {
    const r = rows.find((p) => p.subjectId === subjectId)!;
    return {
      price_mini: r.priceMini,
      price_small: r.priceSmall,
      price_medium: r.priceMedium,
      price_large: r.priceLarge,
      price_mini_discount: r.priceMiniDiscount,
      price_small_discount: r.priceSmallDiscount,
      price_medium_discount: r.priceMediumDiscount,
      price_large_discount: r.priceLargeDiscount,
    };
  };

  // Northfield is ten days into its first month, its invoice unpaid. Riverside's first month was
  // paid, the month it was renewed into waits for its payment (for the platform admin to mark),
  // and that month ends in two days: the renewal job bills the next one then.
  const now = Date.now();
  const riversideFirst = new Date(now + 2 * DAY);
  riversideFirst.setUTCMonth(riversideFirst.getUTCMonth() - 2);
  const riversideRenewed = billingPeriodEnd(riversideFirst, true);
  const plans = [
    {
      school: core.schools.northfield,
      subjectIds: [SUBJECT_IDS.Biology, SUBJECT_IDS.Chemistry],
      periods: [{ start: new Date(now - 10 * DAY), paid: false, renewal: false }],
    },
    {
      school: core.schools.riverside,
      subjectIds: [SUBJECT_IDS.Biology],
      periods: [
        { start: riversideFirst, paid: true, renewal: false },
        { start: riversideRenewed, paid: false, renewal: true },
      ],
    },
  ];
  const names = { [SUBJECT_IDS.Biology]: 'Biology', [SUBJECT_IDS.Chemistry]: 'Chemistry' } as Record<number, string>;
  let number = 0;
  for (const plan of plans) {
    const prices = plan.subjectIds.map(priceOf);
    const amount = subscriptionPrice(prices, plan.school.type, { monthly: true });
    const current = plan.periods[plan.periods.length - 1]!;
    const [sub] = await db
      .insert(subscriptions)
      .values({
        schoolId: plan.school.id,
        monthly: true,
        status: 'active',
        amount: amount.toFixed(2),
        discountPercent: plan.subjectIds.length > 1 ? 10 : 0,
        periodStart: current.start,
        periodEnd: billingPeriodEnd(current.start, true),
      })
      .returning();
    await db
      .insert(subscriptionSubjects)
      .values(plan.subjectIds.map((subjectId) => ({ subscriptionId: sub!.id, subjectId })));
    for (const period of plan.periods) {
      const periodEnd = billingPeriodEnd(period.start, true);
      // A renewal invoice names its period, as the renewal job writes it.
      const span = period.renewal ? ` from ${dayText(period.start)} to ${dayText(periodEnd)}` : '';
      const lines = plan.subjectIds.map((id, k) => ({
        description: `${names[id]}, one month${span}`,
        amount: discountedSubjectPrice(prices[k]!, plan.school.type, { decimals: 2 }),
      }));
      const rest = Math.round(amount * 100) - lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
      if (rest)
        lines.push({ description: `Discount for ${plan.subjectIds.length} subjects (10%)`, amount: rest / 100 });
      const totals = invoiceTotals(
        lines.map((l) => l.amount),
        VAT_PERCENT,
      );
      const [invoice] = await db
        .insert(invoices)
        .values({
          number: ++number,
          schoolId: plan.school.id,
          subscriptionId: sub!.id,
          billTo: plan.school.name,
          issuedAt: period.start,
          dueAt: new Date(period.start.getTime() + 30 * DAY),
          vatPercent: String(VAT_PERCENT),
          net: totals.net.toFixed(2),
          vat: totals.vat.toFixed(2),
          gross: totals.gross.toFixed(2),
          status: period.paid ? 'paid' : 'unpaid',
          paidAt: period.paid ? new Date(period.start.getTime() + 5 * DAY) : null,
          provider: 'invoice',
        })
        .returning();
      await db.insert(invoiceLines).values(
        lines.map((l, position) => ({
          invoiceId: invoice!.id,
          position,
          description: l.description,
          amount: l.amount.toFixed(2),
        })),
      );
      if (period.renewal) {
        await db.insert(subscriptionRenewals).values({
          subscriptionId: sub!.id,
          schoolId: plan.school.id,
          periodStart: period.start,
          periodEnd,
          amount: amount.toFixed(2),
          invoiceId: invoice!.id,
        });
      }
    }
  }
  await db.insert(billingCounters).values({ key: 'invoice', value: number });
}
