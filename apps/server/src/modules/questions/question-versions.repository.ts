import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerStructures, markingPoints, questionVersions, type QuestionVersionSnapshot } from '../../db/schema/index';

/** A version a question already has. */
export interface ExistingVersion {
  id: number;
  questionId: number;
  contentHash: string;
}

/** Queries of question versions and the mark schemes they copy. */
export function createQuestionVersionsRepository(db: Db) {
  return {
    async markSchemes(questionIds: number[]) {
      if (questionIds.length === 0) return { points: [], structures: [] };
      const [points, structures] = await Promise.all([
        db
          .select()
          .from(markingPoints)
          .where(inArray(markingPoints.questionId, questionIds))
          .orderBy(asc(markingPoints.questionId), asc(markingPoints.position), asc(markingPoints.id)),
        db.select().from(answerStructures).where(inArray(answerStructures.questionId, questionIds)),
      ]);
      return { points, structures };
    },

    /**
     * The version id of each (question, content hash), made where missing: one insert for all,
     * then one read, whatever the number of questions. Returned in the order given. `existing`:
     * the questions' versions when the caller has read them already.
     */
    async findOrCreateVersions(
      versions: { questionId: number; contentHash: string; snapshot: QuestionVersionSnapshot; maxMarks: number }[],
      existing?: ExistingVersion[],
    ) {
      if (versions.length === 0) return [];
      const key = (v: { questionId: number; contentHash: string }) => `${v.questionId}:${v.contentHash}`;
      const find = async () => {
        const found = await db
          .select({
            id: questionVersions.id,
            questionId: questionVersions.questionId,
            contentHash: questionVersions.contentHash,
          })
          .from(questionVersions)
          .where(
            inArray(
              questionVersions.questionId,
              versions.map((v) => v.questionId),
            ),
          );
        return new Map(found.map((f) => [key(f), f.id]));
      };
      // Read first: a class opening the same exam finds the versions the first student made, and
      // never queues behind another open's uncommitted insert of the same rows.
      let idOf = existing ? new Map(existing.map((f) => [key(f), f.id])) : await find();
      const missing = versions.filter((v) => !idOf.has(key(v)));
      if (missing.length) {
        await db.insert(questionVersions).values(missing).onConflictDoNothing();
        idOf = await find();
      }
      return versions.map((v) => idOf.get(key(v))!);
    },
  };
}

export type QuestionVersionsRepository = ReturnType<typeof createQuestionVersionsRepository>;
