import {
  compileQuestion,
  learnFromMarkedAnswers,
  proposeMachinePhrases,
  type MarkedAnswer,
} from '@markwell/domain/marking/index';
import type { Db } from '../../db/client';
import type { StoredPointMark } from '../../db/schema/index';
import type { AuthUser } from '../../lib/access';
import { proposeLearntPhrases } from '../questions/index';
import { engineInput } from './engine-marking';
import { createMarkingRepository } from './marking.repository';

/** Marked answers of a question learning is vetted on (the newest). */
const EVIDENCE_ANSWERS = 500;

/**
 * When a teacher awards a point the engine missed, or removes one it gave, the engine learns from
 * every marked answer of the question (the teacher's decisions, and the engine's where no teacher
 * changed them) and sends the machine phrases it keeps, with their evidence, to the staff queue.
 * Only phrases learnt from the answers just marked are sent (`fromMarkIds`); `onlyPoint` limits
 * them to one point. Returns the queue rows.
 */
export async function learnFromTeacher(
  db: Db,
  user: AuthUser,
  questionId: number,
  fromMarkIds: number[],
  onlyPoint?: number,
) {
  const repo = createMarkingRepository(db);
  const marked = (await repo.markedTexts(questionId, EVIDENCE_ANSWERS)).filter((m) => typeof m.answer === 'string');
  const sources = new Set(fromMarkIds);
  const [source] = await repo.marksByIds(fromMarkIds.slice(0, 1));
  if (!source || !marked.length) return [];
  const snapshot = source.snapshot;
  const pointIds = snapshot.markScheme.points.map((p) => p.id);
  const extras = await repo.extras(pointIds, []);
  const input = engineInput(snapshot, { machinePhrases: extras.machines, synonyms: [] });
  const known = new Set(pointIds.map(String));
  const examples: MarkedAnswer[] = marked.map((m) => {
    const awarded = (m.points as StoredPointMark[])
      .filter((p) => p.awarded && known.has(String(p.id)))
      .map((p) => String(p.id));
    return { answer: m.answer as string, marks: m.marks, awarded };
  });
  const learning = learnFromMarkedAnswers(input, examples, {
    questionText: snapshot.student.text,
    // one teacher's word is enough to propose; staff decide with the evidence
    minSupport: 0,
    phraseParts: false,
    synonyms: false,
    // staff are sent phrases; word weights are not stored with the question yet
    wordModel: false,
  });
  const picked = learning.proposals.filter(
    (p) =>
      p.kind === 'machine-phrase' &&
      p.pointId !== null &&
      (onlyPoint === undefined || p.pointId === String(onlyPoint)) &&
      p.sources.some((i) => sources.has(marked[i]!.id)),
  );
  // one proposal per point and answer: the best evidence first
  const seen = new Set<string>();
  const items = [];
  for (const p of picked) {
    const src = p.sources.find((i) => sources.has(marked[i]!.id))!;
    const key = `${p.pointId}|${src}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({
      pointId: Number(p.pointId),
      phrase: p.text,
      sourceExcerpt: marked[src]!.answer as string,
      evidence: { correct: p.evidence.newlyCorrect, wrong: p.evidence.newlyWrong, answers: p.evidence.heldOut },
    });
  }
  if (!items.length && onlyPoint !== undefined) {
    // nothing survived vetting: offer the answer's closest phrase as it is, for staff to judge
    const answer = marked.find((m) => sources.has(m.id))?.answer;
    if (typeof answer === 'string') {
      const window = proposeMachinePhrases(compileQuestion(input), answer, [String(onlyPoint)])[0];
      if (window) items.push({ pointId: onlyPoint, phrase: window.phrase, sourceExcerpt: answer, evidence: null });
    }
  }
  return proposeLearntPhrases(db, user.id, items);
}
