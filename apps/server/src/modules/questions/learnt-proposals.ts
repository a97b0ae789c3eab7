import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createQuestionAccess } from './questions.policy';
import { assertPhrasesReadable } from './question-writes';
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

/**
 * The engine's input for the question of machine phrase `id` as it would stand with the phrase
 * accepted: today's input plus the phrase (or `phrase`, an edit of it, in its place). What a
 * proposal's dry run marks with, so staff see what accepting would change before they accept.
 * 404 for a missing machine phrase; 400 `invalid_phrase` for text the engine cannot read.
 */
export async function markingInputWithMachinePhrase(db: Db, id: number, phrase?: string) {
  const access = createQuestionAccess(db);
  const machine = await access.repo.findMachinePhrase(id);
  if (!machine) throw notFound('Machine phrase');
  const found = await access.repo.findQuestionForPoint(machine.markingPointId);
  if (!found || found.question.kind !== 'maf') throw notFound('Machine phrase');
  const text = (phrase ?? machine.phrase).trim();
  assertPhrasesReadable([text], 'querystring.phrase');
  const input = await access.markingInput(found.question.id);
  input.markingPoints = input.markingPoints.map((p) => {
    if (p.id !== String(machine.markingPointId)) return p;
    // an accepted phrase previewed with other text is replaced by it, as saving the edit would
    const others = p.machinePhrases.filter((m) => !(machine.status === 'accepted' && m === machine.phrase));
    // accepting retires the point's word model (it never weighed this phrase): the dry run does too
    const { wordModel: _retired, ...point } = p;
    return { ...point, machinePhrases: others.includes(text) ? others : [...others, text] };
  });
  return { questionId: found.question.id, machine, phrase: text, input };
}
