// Teachers' saved comments, reused when marking.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { markingComments } from '../../db/schema/index';

export function createMarkCommentsRepository(db: Db) {
  return {
    // ---- comment bank
    comments(teacherId: number) {
      return db
        .select()
        .from(markingComments)
        .where(eq(markingComments.teacherId, teacherId))
        .orderBy(asc(markingComments.id));
    },
    async addComment(teacherId: number, text: string) {
      const [row] = await db.insert(markingComments).values({ teacherId, text }).returning();
      return row!;
    },
    async updateComment(id: number, teacherId: number, text: string) {
      const [row] = await db
        .update(markingComments)
        .set({ text, updatedAt: sql`now()` })
        .where(and(eq(markingComments.id, id), eq(markingComments.teacherId, teacherId)))
        .returning();
      return row;
    },
    async deleteComment(id: number, teacherId: number) {
      const rows = await db
        .delete(markingComments)
        .where(and(eq(markingComments.id, id), eq(markingComments.teacherId, teacherId)))
        .returning({ id: markingComments.id });
      return rows.length > 0;
    },
  };
}
