import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { col } from '../../db/sql';
import { notifications } from '../../db/schema/index';

/** Before every real notification: the keyset position the first page starts from. */
const START: readonly [string, number] = ['9999-12-31T00:00:00Z', 2_147_483_647];

/** Notifications of the user, counted up to `upTo` rows of the inbox index (unread ones only, if asked). */
const countUpTo = (unreadOnly: boolean) =>
  sql<number>`(select count(*) from (select 1 from ${notifications} c
    where c.user_id = ${sql.placeholder('userId')} ${unreadOnly ? sql`and c.read_at is null` : sql``}
    limit ${sql.placeholder('upTo')}) counted)`.mapWith(Number);

/**
 * One page of a user's inbox, newest first, with its capped counts, in one statement: the rows
 * after a keyset position (the first page starts from `START`), then `offset` more skipped. The
 * (user, created_at desc, id desc) index serves every page alike; the counts run once per statement.
 */
function pageQuery(db: Db) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      // The keyset position at full (microsecond) precision: a JS Date would cut it to milliseconds.
      position: sql<string>`${col(notifications.createdAt)}::text`,
      total: countUpTo(false),
      unread: countUpTo(true),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, sql.placeholder('userId')),
        sql`(${col(notifications.createdAt)}, ${col(notifications.id)}) < (${sql.placeholder('before')}::timestamptz, ${sql.placeholder('beforeId')}::int)`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_page');
}

/** Drizzle queries of the notifications module. */
export function createNotificationsRepository(db: Db) {
  // Prepared on first use, so building the app touches no database.
  let page: ReturnType<typeof pageQuery> | null = null;
  return {
    /**
     * `limit + 1` rows after the position (or from the newest), so the caller knows whether more
     * follow, and the total and unread counts up to `countCap + 1`.
     */
    async list(
      userId: number,
      q: { limit: number; offset: number; after?: readonly [string, number] | undefined },
      countCap: number,
    ) {
      page ??= pageQuery(db);
      const [before, beforeId] = q.after ?? START;
      const params = { userId, before, beforeId, limit: q.limit + 1, offset: q.offset, upTo: countCap + 1 };
      const rows = await page.execute(params);
      const first = rows[0];
      if (first) return { items: rows, total: first.total, unread: first.unread };
      // Past the end: no row carried the counts.
      const [counts] = await db
        .select({ total: countUpTo(false), unread: countUpTo(true) })
        .from(sql`(select 1) one`)
        .prepare('notifications_counts')
        .execute({ userId, upTo: countCap + 1 });
      return { items: rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
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
    /** Inserts those whose (user, once key) is not taken yet; returns the ones inserted. */
    async insertOnce(values: (typeof notifications.$inferInsert & { onceKey: string })[]) {
      if (values.length === 0) return [];
      return db
        .insert(notifications)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: notifications.id, userId: notifications.userId });
    },
  };
}
