// Subject prices: the price lists in force and their schedule.
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subjectPrices, subjects } from '../../db/schema/index';

type PriceRow = typeof subjectPrices.$inferSelect;
const num = (v: string | null) => (v === null ? null : Number(v));

/** A price row in the API's field names, with numbers. */
export function toPriceList(row: PriceRow) {
  return {
    price_mini: Number(row.priceMini),
    price_small: Number(row.priceSmall),
    price_medium: Number(row.priceMedium),
    price_large: Number(row.priceLarge),
    price_mini_discount: num(row.priceMiniDiscount),
    price_small_discount: num(row.priceSmallDiscount),
    price_medium_discount: num(row.priceMediumDiscount),
    price_large_discount: num(row.priceLargeDiscount),
  };
}
export type PriceList = ReturnType<typeof toPriceList>;

export function createSubjectPricesRepository(db: Db) {
  return {
    /** Each subject's price list in force at `at` (the newest that started by then), with its name; by name. */
    async pricesAt(at: Date) {
      const rows = await db
        .selectDistinctOn([subjectPrices.subjectId], { price: subjectPrices, name: subjects.name })
        .from(subjectPrices)
        .innerJoin(subjects, eq(subjects.id, subjectPrices.subjectId))
        .where(lte(subjectPrices.effectiveFrom, at))
        .orderBy(asc(subjectPrices.subjectId), desc(subjectPrices.effectiveFrom), desc(subjectPrices.id));
      // DISTINCT ON needs the subject order; people read subjects by name.
      return rows
        .map((r) => ({ id: r.price.subjectId, name: r.name, ...toPriceList(r.price) }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    /** Every subject, and the price lists that start after `now`. */
    async priceSchedule(now: Date) {
      const [all, later] = await Promise.all([
        db.select().from(subjects).orderBy(asc(subjects.name)),
        db
          .select()
          .from(subjectPrices)
          .where(gt(subjectPrices.effectiveFrom, now))
          .orderBy(asc(subjectPrices.effectiveFrom), asc(subjectPrices.id)),
      ]);
      return { subjects: all, later };
    },

    async currentPriceRow(subjectId: number, at: Date) {
      const [row] = await db
        .select()
        .from(subjectPrices)
        .where(and(eq(subjectPrices.subjectId, subjectId), lte(subjectPrices.effectiveFrom, at)))
        .orderBy(desc(subjectPrices.effectiveFrom), desc(subjectPrices.id))
        .limit(1);
      return row ?? null;
    },

    async subjectExists(id: number) {
      const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id));
      return Boolean(row);
    },

    async insertPrice(values: typeof subjectPrices.$inferInsert) {
      const [row] = await db.insert(subjectPrices).values(values).returning();
      return row!;
    },
  };
}
