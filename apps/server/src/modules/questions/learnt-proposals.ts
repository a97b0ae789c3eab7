import type { Db } from '../../db/client';
import { createQuestionAccess } from './question-access';
import { createQuestionsRepository } from './questions.repository';

/** How much of a student answer is kept beside a machine phrase, for the reviewer. */
const EXCERPT_MAX = 500;

export interface LearntProposal {
  pointId: number;
  phrase: string;
  /** The answer the phrase was learnt from. */
  sourceExcerpt: string | null;
  evidence: { correct: number; wrong: number; answers: number } | null;
}

/**
 * Puts phrases the engine learnt from teachers' marking into the staff review queue, with their
 * evidence. Points deleted from the bank since are skipped; a phrase a point already has (in any
 * status) is left as it is. Returns the queue rows of the phrases sent.
 */
export async function proposeLearntPhrases(db: Db, proposerId: number, items: LearntProposal[]) {
  if (!items.length) return [];
  const repo = createQuestionsRepository(db);
  const live = new Set(await repo.existingPointIds(items.map((i) => i.pointId)));
  const rows = [];
  for (const pointId of new Set(items.map((i) => i.pointId))) {
    if (!live.has(pointId)) continue;
    rows.push(
      ...(await repo.proposeMachinePhrases(
        pointId,
        items
          .filter((i) => i.pointId === pointId)
          .map((i) => ({
            phrase: i.phrase,
            sourceExcerpt: i.sourceExcerpt ? i.sourceExcerpt.slice(0, EXCERPT_MAX) : null,
            evidence: i.evidence ?? undefined,
          })),
        proposerId,
      )),
    );
  }
  return rows;
}

/**
 * The engine's input for a free-text question of the bank as it stands today (points, accepted
 * machine phrases, synonyms, structure): what a regrade marks with. 404 for a missing question.
 */
export async function currentMarkingInput(db: Db, questionId: number) {
  const access = createQuestionAccess(db);
  const row = await access.loadMaf(questionId);
  return { input: await access.markingInput(questionId), text: row.question.text };
}
