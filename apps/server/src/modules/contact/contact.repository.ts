import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { COUNT_CAP } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { contactMessages, problemReports, questions, users } from '../../db/schema/index';

/** Rows counted past the page asked for: a total exact up to there, never a count of the whole table. */
const countedPast = (offset: number) => offset + COUNT_CAP + 1;

/** Drizzle queries of the contact module (contact messages and problem reports). */
export function createContactRepository(db: Db) {
  return {
    /** Active content staff and admins: who reads problem reports. */
    async staffUserIds() {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.kind, ['staff', 'admin']), eq(users.active, true)));
      return rows.map((r) => r.id);
    },

    async insertMessage(values: typeof contactMessages.$inferInsert) {
      const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
      return row!;
    },
    async listMessages(limit: number, offset: number) {
      const [items, [count]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(
          db
            .select({ one: sql`1` })
            .from(contactMessages)
            .limit(countedPast(offset))
            .as('counted'),
        ),
      ]);
      const counted = count?.total ?? 0;
      return { items, total: Math.min(counted, countedPast(offset) - 1), total_capped: counted >= countedPast(offset) };
    },
    /** Whether the question exists in one of the curricula (undefined: any). */
    async questionExists(id: number, curriculaIds?: number[]) {
      const [row] = await db
        .select({ id: questions.id, curriculaId: questions.curriculaId })
        .from(questions)
        .where(eq(questions.id, id));
      return Boolean(row) && (!curriculaIds || curriculaIds.includes(row!.curriculaId));
    },
    async insertReport(values: typeof problemReports.$inferInsert) {
      const [row] = await db.insert(problemReports).values(values).returning({ id: problemReports.id });
      return row!;
    },
    async listReports(limit: number, offset: number) {
      const [items, [count]] = await Promise.all([
        db
          .select({
            id: problemReports.id,
            type: problemReports.type,
            questionId: problemReports.questionId,
            url: problemReports.url,
            message: problemReports.message,
            userId: problemReports.userId,
            userName: users.name,
            userEmail: users.email,
            createdAt: problemReports.createdAt,
          })
          .from(problemReports)
          .leftJoin(users, eq(users.id, problemReports.userId))
          .orderBy(desc(problemReports.createdAt), desc(problemReports.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(
          db
            .select({ one: sql`1` })
            .from(problemReports)
            .limit(countedPast(offset))
            .as('counted'),
        ),
      ]);
      const counted = count?.total ?? 0;
      return { items, total: Math.min(counted, countedPast(offset) - 1), total_capped: counted >= countedPast(offset) };
    },
  };
}
