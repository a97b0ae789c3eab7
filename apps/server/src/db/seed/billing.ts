import {
  billingPeriodEnd,
  invoiceTotals,
  subscriptionPrice,
  discountedSubjectPrice,
  SUBJECT_IDS,
} from '@markwell/domain/pricing/index';
import type { Db } from '../client';
import {
  billingCounters,
  invoiceLines,
  invoices,
  subjectPrices,
  subscriptions,
  subscriptionSubjects,
} from '../schema/index';
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
 * it already follows (so every demo curriculum stays visible), each with its first invoice:
 * Northfield's unpaid, Riverside's paid.
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

  const plans = [
    {
      school: core.schools.northfield,
      subjectIds: [SUBJECT_IDS.Biology, SUBJECT_IDS.Chemistry],
      daysAgo: 10,
      paid: false,
    },
    { school: core.schools.riverside, subjectIds: [SUBJECT_IDS.Biology], daysAgo: 20, paid: true },
  ];
  for (const [i, plan] of plans.entries()) {
    const start = new Date(Date.now() - plan.daysAgo * DAY);
    const prices = plan.subjectIds.map(priceOf);
    const amount = subscriptionPrice(prices, plan.school.type, { monthly: true });
    const [sub] = await db
      .insert(subscriptions)
      .values({
        schoolId: plan.school.id,
        monthly: true,
        status: 'active',
        amount: amount.toFixed(2),
        discountPercent: plan.subjectIds.length > 1 ? 10 : 0,
        periodStart: start,
        periodEnd: billingPeriodEnd(start, true),
      })
      .returning();
    await db
      .insert(subscriptionSubjects)
      .values(plan.subjectIds.map((subjectId) => ({ subscriptionId: sub!.id, subjectId })));
    const names = { [SUBJECT_IDS.Biology]: 'Biology', [SUBJECT_IDS.Chemistry]: 'Chemistry' } as Record<number, string>;
    const lines = plan.subjectIds.map((id, k) => ({
      description: `${names[id]}, one month`,
      amount: discountedSubjectPrice(prices[k]!, plan.school.type, { decimals: 2 }),
    }));
    const rest = Math.round(amount * 100) - lines.reduce((s, l) => s + Math.round(l.amount * 100), 0);
    if (rest) lines.push({ description: `Discount for ${plan.subjectIds.length} subjects (10%)`, amount: rest / 100 });
    const totals = invoiceTotals(
      lines.map((l) => l.amount),
      VAT_PERCENT,
    );
    const [invoice] = await db
      .insert(invoices)
      .values({
        number: i + 1,
        schoolId: plan.school.id,
        subscriptionId: sub!.id,
        billTo: plan.school.name,
        issuedAt: start,
        dueAt: new Date(start.getTime() + 30 * DAY),
        vatPercent: String(VAT_PERCENT),
        net: totals.net.toFixed(2),
        vat: totals.vat.toFixed(2),
        gross: totals.gross.toFixed(2),
        status: plan.paid ? 'paid' : 'unpaid',
        paidAt: plan.paid ? new Date(start.getTime() + 5 * DAY) : null,
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
  }
  await db.insert(billingCounters).values({ key: 'invoice', value: plans.length });
}
