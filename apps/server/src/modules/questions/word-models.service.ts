import type { QuestionWordModels } from '@markwell/contracts';
import { strongestKeys } from '@markwell/domain/marking/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { createQuestionAccess, iso } from './question-access';
import { createWordModelsRepository } from './word-models.repository';

/**
 * The word models learnt from teacher-marked answers, as staff and teachers see them beside a
 * question's machine phrases, and the staff's reset of one point's learnt weights.
 */
export function createWordModelsService(db: Db) {
  const access = createQuestionAccess(db);
  const repo = createWordModelsRepository(db);

  return {
    /** The models the question is marked with today (404 when the caller may not read it). */
    async ofQuestion(user: AuthUser, questionId: number): Promise<QuestionWordModels> {
      await access.loadMaf(questionId, user);
      const [input, newest] = await Promise.all([access.markingInput(questionId), repo.newestOfQuestion(questionId)]);
      const inUse = new Set(input.markingPoints.filter((p) => p.wordModel).map((p) => Number(p.id)));
      return {
        question_id: questionId,
        points: (newest?.models ?? [])
          .filter((m) => inUse.has(m.markingPointId))
          .map((m) => {
            const keys = strongestKeys(m.model);
            const point = newest!.points.find((p) => p.id === m.markingPointId)!;
            return {
              marking_point_id: m.markingPointId,
              question_version_id: m.questionVersionId,
              answers: m.answers,
              agreement: m.agreement,
              phrases_agreement: m.phrasesAgreement,
              fitted_at: iso(m.fittedAt),
              marks: point.marks,
              phrases: point.phrases,
              model: m.model,
              for: keys.for,
              against: keys.against,
            };
          }),
      };
    },

    /**
     * Removes every learnt word model of marking point `pointId` (all versions): the point is
     * marked by its phrases alone until teachers' marking refits it. 404 for an unknown point.
     */
    async reset(pointId: number) {
      const found = await access.repo.findQuestionForPoint(pointId);
      if (!found || found.question.kind !== 'maf') throw notFound('Marking point');
      await repo.deleteForPoint(found.question.id, pointId);
      return { success: true as const };
    },
  };
}
