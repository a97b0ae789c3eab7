import { and, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/sql';
import { contactMessages } from '../../db/schema/index';

export interface InboxFilters {
  q?: string | undefined;
  status: 'all' | 'unhandled' | 'handled';
}

/** Drizzle queries of the platform admin's contact-form inbox. */
export function createContactInboxRepository(db: Db) {
  const conditions = (filters: InboxFilters): SQL[] => {
    const where: SQL[] = [];
    if (filters.q) {
      const pattern = `%${escapeLike(filters.q)}%`;
      where.push(
        or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
          ilike(contactMessages.message, pattern),
        )!,
      );
    }
    if (filters.status === 'handled') where.push(isNotNull(contactMessages.handledAt));
    if (filters.status === 'unhandled') where.push(isNull(contactMessages.handledAt));
    return where;
  };

  return {
    /**
     * A keyset page, newest first. Ids grow with arrival, so the id alone is the key (a
     * timestamp would lose its microseconds in the cursor and skip rows).
     */
    async page(filters: InboxFilters, limit: number, afterId: number | undefined) {
      const where = conditions(filters);
      const pageWhere = afterId === undefined ? where : [...where, lt(contactMessages.id, afterId)];
      const [rows, [count]] = await Promise.all([
        db
          .select({
            id: contactMessages.id,
            name: contactMessages.name,
            email: contactMessages.email,
            work: contactMessages.work,
            subject: contactMessages.subject,
            excerpt: sql<string>`left(${contactMessages.message}, 200)`,
            vouchers: contactMessages.vouchers,
            createdAt: contactMessages.createdAt,
            handledAt: contactMessages.handledAt,
          })
          .from(contactMessages)
          .where(pageWhere.length ? and(...pageWhere) : undefined)
          .orderBy(desc(contactMessages.id))
          .limit(limit + 1),
        db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(
          db
            .select({ one: sql`1` })
            .from(contactMessages)
            .where(where.length ? and(...where) : undefined)
            .limit(COUNT_CAP + 1)
            .as('counted'),
        ),
      ]);
      return { rows, counted: count?.total ?? 0 };
    },

    async find(id: number) {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row;
    },

    async setHandled(id: number, handledBy: number | null) {
      const [row] = await db
        .update(contactMessages)
        .set(
          handledBy === null
            ? { handledAt: null, handledBy: null }
            : // Marking an already handled message again keeps the first time it was handled.
              { handledAt: sql`coalesce(${contactMessages.handledAt}, now())`, handledBy },
        )
        .where(eq(contactMessages.id, id))
        .returning();
      return row;
    },
  };
}
