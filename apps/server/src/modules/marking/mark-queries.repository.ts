// Students' queries about their marks: raising, listing and deciding them.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { answerMarks, markQueries, users } from '../../db/schema/index';

export function createMarkQueriesRepository(db: Db) {
  return {
    async openQueryCounts(markIds: number[]) {
      if (!markIds.length) return new Map<number, number>();
      const rows = await db
        .select({ id: markQueries.answerMarkId, n: count() })
        .from(markQueries)
        .where(and(inArray(markQueries.answerMarkId, markIds), eq(markQueries.status, 'open')))
        .groupBy(markQueries.answerMarkId);
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },

    // ---- queries
    async insertQuery(values: typeof markQueries.$inferInsert) {
      const [row] = await db.insert(markQueries).values(values).onConflictDoNothing().returning();
      return row;
    },
    async queriesOfMarks(markIds: number[]) {
      if (!markIds.length) return [];
      const decider = alias(users, 'decider');
      return db
        .select({ query: markQueries, deciderName: decider.name, studentName: users.name })
        .from(markQueries)
        .innerJoin(users, eq(users.id, markQueries.studentId))
        .leftJoin(decider, eq(decider.id, markQueries.decidedBy))
        .where(inArray(markQueries.answerMarkId, markIds))
        .orderBy(desc(markQueries.id));
    },
    async queriesOfAssignment(assignmentId: number, schoolId: number, openOnly: boolean) {
      const decider = alias(users, 'decider');
      const c: SQL[] = [eq(answerMarks.assignmentId, assignmentId), eq(markQueries.schoolId, schoolId)];
      if (openOnly) c.push(eq(markQueries.status, 'open'));
      return db
        .select({ query: markQueries, deciderName: decider.name, studentName: users.name })
        .from(markQueries)
        .innerJoin(answerMarks, eq(answerMarks.id, markQueries.answerMarkId))
        .innerJoin(users, eq(users.id, markQueries.studentId))
        .leftJoin(decider, eq(decider.id, markQueries.decidedBy))
        .where(and(...c))
        .orderBy(asc(markQueries.createdAt), asc(markQueries.id));
    },
    async findQuery(id: number, schoolId: number) {
      const [row] = await db
        .select({ query: markQueries, mark: answerMarks })
        .from(markQueries)
        .innerJoin(answerMarks, eq(answerMarks.id, markQueries.answerMarkId))
        .where(and(eq(markQueries.id, id), eq(markQueries.schoolId, schoolId)));
      return row;
    },
    async decideQuery(id: number, patch: Partial<typeof markQueries.$inferInsert>) {
      const [row] = await db.update(markQueries).set(patch).where(eq(markQueries.id, id)).returning();
      return row!;
    },
  };
}
