// Marked answers read back for learning and regrading a question.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { answerMarks, answers, attempts, questionVersions, questions, users } from '../../db/schema/index';

export function createMarkedAnswersRepository(db: Db) {
  return {
    // ---- learning and regrades
    /** Marked answers to a question across schools (text answers), newest first: learning's evidence. */
    async markedTexts(questionId: number, limit: number) {
      return db
        .select({
          id: answerMarks.id,
          answer: answers.answer,
          points: answerMarks.points,
          marks: answerMarks.marks,
          source: answerMarks.source,
        })
        .from(answerMarks)
        .innerJoin(
          answers,
          and(eq(answers.attemptId, answerMarks.attemptId), eq(answers.questionId, answerMarks.questionId)),
        )
        .where(eq(answerMarks.questionId, questionId))
        .orderBy(desc(answerMarks.id))
        .limit(limit);
    },

    /** The curriculum of a bank question (null when it is gone): its synonyms apply. */
    async curriculaOf(questionId: number) {
      const [row] = await db
        .select({ curriculaId: questions.curriculaId })
        .from(questions)
        .where(eq(questions.id, questionId));
      return row?.curriculaId ?? null;
    },

    /**
     * Every mark of a question with what regrading needs. Marks of erased students are left out:
     * their answers' text is gone, and re-marking it would change the figures erasure keeps.
     */
    async marksForRegrade(questionId: number) {
      return db
        .select({
          mark: answerMarks,
          answer: answers.answer,
          snapshot: questionVersions.snapshot,
          releasedAt: attempts.releasedAt,
          studentId: attempts.studentId,
        })
        .from(answerMarks)
        .innerJoin(attempts, eq(attempts.id, answerMarks.attemptId))
        .innerJoin(users, eq(users.id, attempts.studentId))
        .innerJoin(questionVersions, eq(questionVersions.id, answerMarks.questionVersionId))
        .leftJoin(
          answers,
          and(eq(answers.attemptId, answerMarks.attemptId), eq(answers.questionId, answerMarks.questionId)),
        )
        .where(and(eq(answerMarks.questionId, questionId), isNull(users.erasedAt)))
        .orderBy(asc(answerMarks.id));
    },
  };
}
