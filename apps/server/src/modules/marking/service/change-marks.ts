// Changing marks: several answers at once, one answer, back to the engine's mark, a level, one student's question.
import type {
  AnswerMark,
  AnswerVersion,
  MarkAnswerBody,
  MarkAnswersBody,
  MarkedAnswers,
  SetLevelBody,
} from '@markwell/contracts';
import { type AuthUser } from '../../../lib/access';
import { notFound } from '../../../lib/errors';
import type { MarkingContext } from './context';
import { teacherDecision } from './apply-change';

export function createChangeMarks(ctx: MarkingContext) {
  const { repo, loadAssignment, change } = ctx;
  return {
    /** POST /mafanswers/:id/markings: one mark for a cluster, all or none. */
    async markMany(user: AuthUser, id: number, body: MarkAnswersBody): Promise<MarkedAnswers> {
      const { decision, action } = teacherDecision(body);
      return {
        answers: await change(user, id, body.answers, decision, action),
      };
    },

    /** PATCH /mafanswers/:id/markings: one answer. */
    async markOne(user: AuthUser, id: number, body: MarkAnswerBody): Promise<AnswerMark> {
      const { decision, action } = teacherDecision(body);
      const [row] = await change(user, id, [{ answer_id: body.answer_id, version: body.version }], decision, action);
      return row!;
    },

    /** DELETE /mafanswers/:id/markings: back to the engine's mark (feedback is kept). */
    async reset(user: AuthUser, id: number, q: AnswerVersion): Promise<AnswerMark> {
      const [row] = await change(user, id, [q], { reset: true }, 'reset');
      return row!;
    },

    /** POST /mafanswers/:id/markings/:mid: the level of answers to a levelled question. */
    async setLevel(user: AuthUser, id: number, questionId: number, body: SetLevelBody): Promise<MarkedAnswers> {
      return { answers: await change(user, id, body.answers, { level: body.level }, 'level', { questionId }) };
    },

    /** POST /exams/:id/mafquestions/:qid/students/:sid/marks/:x */
    async setQuestionMark(
      user: AuthUser,
      id: number,
      questionId: number,
      studentId: number,
      x: number,
      version: number,
    ) {
      const a = await loadAssignment(user, id);
      const found = await repo.attemptOf(id, studentId, a.schoolId);
      const mark = found
        ? (await repo.marksOfAttempt(found.attempt.id)).find((m) => m.mark.questionId === questionId)
        : undefined;
      if (!mark) throw notFound('Marked answer');
      const [row] = await change(user, id, [{ answer_id: mark.mark.id, version }], { marks: x }, 'override');
      return row!;
    },
  };
}
