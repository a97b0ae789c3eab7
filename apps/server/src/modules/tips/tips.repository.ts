import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tips } from '../../db/schema/index';

export type TipRow = typeof tips.$inferSelect;

/** Drizzle queries of the tips module. */
export function createTipsRepository(db: Db) {
  return {
    list: (opts: { shownOnly: boolean }) =>
      db
        .select()
        .from(tips)
        .where(opts.shownOnly ? eq(tips.shown, true) : undefined)
        .orderBy(asc(tips.place)),
    async find(id: number) {
      const [row] = await db.select().from(tips).where(eq(tips.id, id));
      return row ?? null;
    },
    async update(id: number, patch: Partial<Pick<TipRow, 'icon' | 'title' | 'text' | 'shown'>>, by: number) {
      const [row] = await db
        .update(tips)
        .set({ ...patch, updatedAt: new Date(), updatedBy: by })
        .where(eq(tips.id, id))
        .returning();
      return row ?? null;
    },
  };
}
