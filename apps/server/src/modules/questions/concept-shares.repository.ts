import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerMarks, answers, conceptShares, questions, questionVersions } from '../../db/schema/index';

export type ConceptShareRow = typeof conceptShares.$inferSelect;

/**
 * How strictly each curriculum's model answers are read (concept_shares), and the marked answers
 * a curriculum's share is fitted on.
 */
export function createConceptSharesRepository(db: Db) {
  return {
    /** The fitted shares of these curricula, by curriculum id (none fitted: absent). */
    async ofCurricula(curriculaIds: number[]) {
      const out = new Map<number, ConceptShareRow>();
      if (!curriculaIds.length) return out;
      const rows = await db.select().from(conceptShares).where(inArray(conceptShares.curriculaId, curriculaIds));
      for (const row of rows) out.set(row.curriculaId, row);
      return out;
    },

    /** The share of one curriculum (null: none fitted, or no curriculum). */
    async ofCurriculum(curriculaId: number | null) {
      if (curriculaId === null) return null;
      return (await this.ofCurricula([curriculaId])).get(curriculaId) ?? null;
    },

    /** Stores a curriculum's fitted share, or removes it when the fit gave none. */
    async replace(curriculaId: number, fit: Omit<typeof conceptShares.$inferInsert, 'curriculaId'> | null) {
      if (fit === null) {
        await db.delete(conceptShares).where(eq(conceptShares.curriculaId, curriculaId));
        return;
      }
      await db
        .insert(conceptShares)
        .values({ ...fit, curriculaId })
        .onConflictDoUpdate({ target: conceptShares.curriculaId, set: { ...fit, fittedAt: new Date() } });
    },

    /**
     * The newest answers of the curriculum's questions marked by marking points (at most `limit`),
     * each with the version it was marked against, and those versions' snapshots.
     */
    async markedAnswersOf(curriculaId: number, limit: number) {
      const marked = await db
        .select({
          versionId: answerMarks.questionVersionId,
          answer: answers.answer,
          points: answerMarks.points,
          marks: answerMarks.marks,
        })
        .from(answerMarks)
        .innerJoin(questions, eq(questions.id, answerMarks.questionId))
        .innerJoin(
          answers,
          and(eq(answers.attemptId, answerMarks.attemptId), eq(answers.questionId, answerMarks.questionId)),
        )
        // marks by marking points only (choice and number marks have none): they are the evidence
        .where(and(eq(questions.curriculaId, curriculaId), sql`jsonb_array_length(${answerMarks.points}) > 0`))
        .orderBy(desc(answerMarks.id))
        .limit(limit);
      const versionIds = [...new Set(marked.map((m) => m.versionId))];
      const versions = versionIds.length
        ? await db
            .select({ id: questionVersions.id, snapshot: questionVersions.snapshot })
            .from(questionVersions)
            .where(inArray(questionVersions.id, versionIds))
        : [];
      return { marked, versions };
    },
  };
}
