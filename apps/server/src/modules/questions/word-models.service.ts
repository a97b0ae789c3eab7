import type { QuestionWordModels } from '@markwell/contracts';
import { CONCEPT_SHARE, strongestKeys } from '@markwell/domain/marking/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { createQuestionAccess } from './questions.policy';
import { iso } from './questions.presenters';
import { createConceptSharesRepository } from './concept-shares.repository';
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
      const { question } = await access.loadMaf(questionId, user);
      const points = await access.repo.listPoints([questionId]);
      const [inUse, share] = await Promise.all([
        access.wordModelsInUse(questionId, points),
        createConceptSharesRepository(db).ofCurriculum(question.curriculaId),
      ]);
      return {
        question_id: questionId,
        concept_share: share && {
          share: share.share,
          decisions: share.decisions,
          agreement: share.agreement,
          default_agreement: share.defaultAgreement,
          default_share: CONCEPT_SHARE,
          fitted_at: iso(share.fittedAt),
        },
        points: points
          .filter((p) => inUse.has(p.id))
          .sort((a, b) => a.id - b.id)
          .map((point) => {
            const m = inUse.get(point.id)!;
            const keys = strongestKeys(m.model);
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
