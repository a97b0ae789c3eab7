import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';

/** Drizzle queries of the notifications module. */
export function createNotificationsRepository(db: Db) {
  return {
    async list(userId: number, limit: number, offset: number) {
      const [items, [counts]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(offset),
        db
          .select({
            total: sql<number>`count(*)`.mapWith(Number),
            unread: sql<number>`count(*) FILTER (WHERE ${notifications.readAt} IS NULL)`.mapWith(Number),
          })
          .from(notifications)
          .where(eq(notifications.userId, userId)),
      ]);
      return { items, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
    },
    async unreadCount(userId: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },
    /** Marks one of the user's notifications read (keeps the first read time); undefined when not theirs. */
    async markRead(userId: number, id: number) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },
    async markAllRead(userId: number) {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
    async insert(values: (typeof notifications.$inferInsert)[]) {
      if (values.length === 0) return [];
      return db.insert(notifications).values(values).returning({ id: notifications.id });
    },
  };
}
