import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardFilters, type DashboardKey } from '../../db/schema/index';

export type DashboardFilterRow = typeof dashboardFilters.$inferSelect;

/** The saved dashboard filters: always read and written as one user's own rows. */
export function createSavedFiltersRepository(db: Db) {
  return {
    async list(userId: number, dashboard: DashboardKey) {
      return db
        .select()
        .from(dashboardFilters)
        .where(and(eq(dashboardFilters.userId, userId), eq(dashboardFilters.dashboard, dashboard)))
        .orderBy(asc(dashboardFilters.name), asc(dashboardFilters.id));
    },

    async countOf(userId: number, dashboard: DashboardKey) {
      const [row] = await db
        .select({ n: count() })
        .from(dashboardFilters)
        .where(and(eq(dashboardFilters.userId, userId), eq(dashboardFilters.dashboard, dashboard)));
      return Number(row?.n ?? 0);
    },

    async insert(values: typeof dashboardFilters.$inferInsert) {
      const [row] = await db.insert(dashboardFilters).values(values).returning();
      return row!;
    },

    /** Deletes the user's own filter; false when there is none of theirs with that id. */
    async delete(userId: number, schoolId: number, id: number) {
      const rows = await db
        .delete(dashboardFilters)
        .where(
          and(
            eq(dashboardFilters.id, id),
            eq(dashboardFilters.userId, userId),
            eq(dashboardFilters.schoolId, schoolId),
          ),
        )
        .returning({ id: dashboardFilters.id });
      return rows.length > 0;
    },
  };
}
