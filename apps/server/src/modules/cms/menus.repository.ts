import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cmsPages, siteMenuItems } from '../../db/schema/index';
import type { MenuName } from '@markwell/contracts';

export type MenuItemInsert = typeof siteMenuItems.$inferInsert;

const itemColumns = {
  id: siteMenuItems.id,
  menu: siteMenuItems.menu,
  position: siteMenuItems.position,
  label: siteMenuItems.label,
  targetKind: siteMenuItems.targetKind,
  pageId: siteMenuItems.pageId,
  url: siteMenuItems.url,
  pageTitle: cmsPages.title,
  pageSlug: cmsPages.slug,
  pagePublic: cmsPages.public,
};

/** Drizzle queries of the public site's header and footer menus. */
export function createMenusRepository(db: Db) {
  const selectItems = () =>
    db.select(itemColumns).from(siteMenuItems).leftJoin(cmsPages, eq(cmsPages.id, siteMenuItems.pageId));
  return {
    /** Every item of both menus with its page, menu by menu in order. */
    listItems() {
      return selectItems().orderBy(asc(siteMenuItems.menu), asc(siteMenuItems.position), asc(siteMenuItems.id));
    },
    async findItem(id: number) {
      const [row] = await selectItems().where(eq(siteMenuItems.id, id));
      return row;
    },
    async menuItemIds(menu: MenuName) {
      const rows = await db
        .select({ id: siteMenuItems.id })
        .from(siteMenuItems)
        .where(eq(siteMenuItems.menu, menu))
        .orderBy(asc(siteMenuItems.position), asc(siteMenuItems.id));
      return rows.map((r) => r.id);
    },
    async pageExists(id: number) {
      const [row] = await db.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.id, id));
      return Boolean(row);
    },
    /** Adds the item at the end of its menu, unless the menu already holds `max` items (then null). */
    async insertItem(values: Omit<MenuItemInsert, 'position'>, max: number) {
      return db.transaction(async (tx) => {
        // One writer per menu at a time, so two additions cannot both pass the size check.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site_menu_items'), hashtext(${values.menu}))`);
        const [stats] = await tx
          .select({
            count: sql<number>`count(*)`.mapWith(Number),
            next: sql<number>`coalesce(max(${siteMenuItems.position}) + 1, 0)`.mapWith(Number),
          })
          .from(siteMenuItems)
          .where(eq(siteMenuItems.menu, values.menu));
        if ((stats?.count ?? 0) >= max) return null;
        const [row] = await tx
          .insert(siteMenuItems)
          .values({ ...values, position: stats?.next ?? 0 })
          .returning({ id: siteMenuItems.id });
        return row!;
      });
    },
    async updateItem(id: number, values: Partial<Omit<MenuItemInsert, 'menu' | 'position'>>) {
      const [row] = await db
        .update(siteMenuItems)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(siteMenuItems.id, id))
        .returning({ id: siteMenuItems.id });
      return row;
    },
    async deleteItem(id: number) {
      const [row] = await db.delete(siteMenuItems).where(eq(siteMenuItems.id, id)).returning({ id: siteMenuItems.id });
      return row;
    },
    /** Gives the items of `menu` the positions of their place in `ids` (one statement). */
    async reorder(menu: MenuName, ids: number[]) {
      if (!ids.length) return;
      const cases = sql.join(
        ids.map((id, i) => sql`when ${id}::int then ${i}::int`),
        sql` `,
      );
      await db
        .update(siteMenuItems)
        .set({ position: sql`case ${siteMenuItems.id} ${cases} end`, updatedAt: sql`now()` })
        .where(and(eq(siteMenuItems.menu, menu), inArray(siteMenuItems.id, ids)));
    },
  };
}

export type MenuItemRow = Awaited<ReturnType<ReturnType<typeof createMenusRepository>['listItems']>>[number];
