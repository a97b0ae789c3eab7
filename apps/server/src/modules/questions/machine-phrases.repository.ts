// Machine phrases: proposed from marked answers, reviewed by staff, read by marking once accepted.
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { machinePhrases, markingPoints, questions } from '../../db/schema/index';

export type MachinePhraseRow = typeof machinePhrases.$inferSelect;

export function createMachinePhrasesRepository(db: Db) {
  return {
    listMachinePhrases(pointIds: number[], status?: MachinePhraseRow['status']) {
      if (!pointIds.length) return Promise.resolve([] as MachinePhraseRow[]);
      const c: SQL[] = [inArray(machinePhrases.markingPointId, pointIds)];
      if (status) c.push(eq(machinePhrases.status, status));
      return db
        .select()
        .from(machinePhrases)
        .where(and(...c))
        .orderBy(asc(machinePhrases.createdAt), asc(machinePhrases.id));
    },
    /** Which of these marking point ids still exist. */
    async existingPointIds(ids: number[]) {
      if (!ids.length) return [];
      const rows = await db.select({ id: markingPoints.id }).from(markingPoints).where(inArray(markingPoints.id, ids));
      return rows.map((r) => r.id);
    },
    /** Adds proposals; a phrase the point already has (in any status) is left as it is. */
    async proposeMachinePhrases(
      pointId: number,
      items: {
        phrase: string;
        sourceExcerpt: string | null;
        evidence?: { correct: number; wrong: number; answers: number } | undefined;
      }[],
      userId: number,
    ) {
      if (!items.length) return [];
      await db
        .insert(machinePhrases)
        .values(
          items.map((i) => ({
            markingPointId: pointId,
            phrase: i.phrase,
            sourceExcerpt: i.sourceExcerpt,
            evidenceCorrect: i.evidence?.correct ?? null,
            evidenceWrong: i.evidence?.wrong ?? null,
            evidenceAnswers: i.evidence?.answers ?? null,
            proposedBy: userId,
          })),
        )
        .onConflictDoNothing({ target: [machinePhrases.markingPointId, machinePhrases.phrase] });
      return db
        .select()
        .from(machinePhrases)
        .where(
          and(
            eq(machinePhrases.markingPointId, pointId),
            inArray(
              machinePhrases.phrase,
              items.map((i) => i.phrase),
            ),
          ),
        )
        .orderBy(asc(machinePhrases.id));
    },
    async findMachinePhrase(id: number) {
      const [row] = await db.select().from(machinePhrases).where(eq(machinePhrases.id, id));
      return row ?? null;
    },
    async findMachinePhraseByText(pointId: number, phrase: string) {
      const [row] = await db
        .select()
        .from(machinePhrases)
        .where(and(eq(machinePhrases.markingPointId, pointId), eq(machinePhrases.phrase, phrase)));
      return row ?? null;
    },
    async updateMachinePhrase(id: number, patch: Partial<typeof machinePhrases.$inferInsert>) {
      const [row] = await db.update(machinePhrases).set(patch).where(eq(machinePhrases.id, id)).returning();
      return row ?? null;
    },
    async reviewMachinePhrases(ids: number[], status: 'accepted' | 'rejected', userId: number) {
      if (!ids.length) return;
      await db
        .update(machinePhrases)
        .set({ status, reviewedBy: userId, reviewedAt: new Date() })
        .where(inArray(machinePhrases.id, ids));
    },
    async deleteMachinePhrase(id: number) {
      const rows = await db
        .delete(machinePhrases)
        .where(eq(machinePhrases.id, id))
        .returning({ id: machinePhrases.id });
      return rows.length > 0;
    },
    async machineQueue(
      f: { status: MachinePhraseRow['status']; curricula?: number | undefined; question?: number | undefined },
      page: { limit: number; offset: number },
    ) {
      const c: SQL[] = [eq(machinePhrases.status, f.status)];
      if (f.curricula) c.push(eq(questions.curriculaId, f.curricula));
      if (f.question) c.push(eq(questions.id, f.question));
      const where = and(...c);
      const rows = await db
        .select({
          phrase: machinePhrases,
          point: markingPoints,
          question: { id: questions.id, text: questions.text, curriculaId: questions.curriculaId },
        })
        .from(machinePhrases)
        .innerJoin(markingPoints, eq(markingPoints.id, machinePhrases.markingPointId))
        .innerJoin(questions, eq(questions.id, markingPoints.questionId))
        .where(where)
        .orderBy(asc(machinePhrases.createdAt), asc(machinePhrases.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ n: count() })
        .from(machinePhrases)
        .innerJoin(markingPoints, eq(markingPoints.id, machinePhrases.markingPointId))
        .innerJoin(questions, eq(questions.id, markingPoints.questionId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
