import {
  compileQuestion,
  proposeMachinePhrases,
  WORD_MODEL_LEARNING,
  type ConceptShareSample,
  type MarkedAnswer,
} from '@markwell/domain/marking/index';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { StoredPointMark } from '../../db/schema/index';
import type { AuthUser } from '../../lib/access';
import { markingLearner } from '../../lib/marking-learner/index';
import type { JobQueue } from '../../plugins/jobs';
import { createConceptSharesRepository, createWordModelsRepository, proposeLearntPhrases } from '../questions/index';
import { engineInput } from './engine-marking';
import { createMarkingRepository } from './marking.repository';

/** Marked answers of a question learning is vetted on (the newest). */
const EVIDENCE_ANSWERS = 500;

/** The job queue that refits a question's word models from its marked answers. */
export const FIT_WORD_MODELS_QUEUE = 'marking.fit-word-models';
/**
 * How long a refit waits after the marking that asked for it: the marks a teacher gives in a row
 * within it (a whole cluster, the next answers) are fitted on together, once.
 */
export const WORD_MODEL_REFIT_DELAY_MS = 60_000;
/** Word models are fitted for the question's newest versions only (older ones are seldom marked). */
const REFIT_VERSIONS = 3;
/** Marked answers of a curriculum its concept share is fitted on (the newest). */
const SHARE_EVIDENCE_ANSWERS = 2000;

/** Asks for a refit of the question's word models, unless one is already waiting. */
export async function scheduleWordModelRefit(jobs: Pick<JobQueue, 'enqueueDebounced'>, questionId: number) {
  return jobs.enqueueDebounced(FIT_WORD_MODELS_QUEUE, { questionId }, WORD_MODEL_REFIT_DELAY_MS);
}

/**
 * Refits the word models of a question's newest versions from its newest marked answers (ADR 0034):
 * for each version, the answers marked on the same marking points, each with the points its mark
 * awards (the teacher's decisions, and the engine's where no teacher changed them), fitted over the
 * version's phrases with the machine phrases and synonyms marking uses (WORD_MODEL_LEARNING). A
 * point keeps a model only when learning fits one (10 usable answers of both kinds at least) and
 * its cross-validated agreement with the teachers is at least the phrases' alone; a point that no
 * longer gets one loses the one stored. Returns how many models are stored per version.
 */
export async function refitWordModels(db: Db, questionId: number): Promise<Map<number, number>> {
  const repo = createMarkingRepository(db);
  const models = createWordModelsRepository(db);
  const [versions, marked, curriculaId] = await Promise.all([
    models.newestVersions(questionId, REFIT_VERSIONS),
    repo.markedTexts(questionId, EVIDENCE_ANSWERS),
    repo.curriculaOf(questionId),
  ]);
  const stored = new Map<number, number>();
  for (const version of versions) {
    const snapshot = version.snapshot;
    if (snapshot.student.type !== 'text' || snapshot.markScheme.points.length === 0) {
      stored.set(version.id, 0);
      continue;
    }
    const pointIds = snapshot.markScheme.points.map((p) => p.id);
    const examples = examplesOnPoints(marked, pointIds);
    const extras = await repo.extras(pointIds, curriculaId === null ? [] : [curriculaId]);
    const input = engineInput(snapshot, {
      machinePhrases: extras.machines,
      synonyms: extras.synonymsBy(curriculaId),
      conceptShare: extras.conceptShareBy(curriculaId),
    });
    const learning = await markingLearner().learn(input, examples, {
      ...WORD_MODEL_LEARNING,
      questionText: snapshot.student.text,
    });
    const fits = new Map(learning.wordModels.map((f) => [f.pointId, f]));
    const rows = learning.question.markingPoints.flatMap((p) => {
      const fit = fits.get(p.id);
      if (!p.wordModel || !fit?.kept) return [];
      return [
        {
          markingPointId: Number(p.id),
          model: p.wordModel,
          answers: fit.answers,
          agreement: fit.agreement,
          phrasesAgreement: fit.phrasesAgreement,
        },
      ];
    });
    await models.replaceForVersion(questionId, version.id, rows);
    stored.set(version.id, rows.length);
  }
  return stored;
}

/**
 * What teachers' marking of a question refits (the job FIT_WORD_MODELS_QUEUE runs it): first how
 * strictly the question's curriculum reads model answers (its marks are evidence for the whole
 * curriculum), then the question's word models, which weigh the phrases as that share reads them.
 */
export async function refitFromMarking(db: Db, questionId: number): Promise<void> {
  const curriculaId = await createMarkingRepository(db).curriculaOf(questionId);
  if (curriculaId !== null) await refitConceptShare(db, curriculaId);
  await refitWordModels(db, questionId);
}

/** Marked answers as examples of a version: only answers marked on these very points say which of them each earns. */
function examplesOnPoints(
  marked: { answer: unknown; points: unknown; marks: number }[],
  pointIds: readonly number[],
): MarkedAnswer[] {
  const known = new Set(pointIds);
  return marked.flatMap((m) => {
    const points = m.points as StoredPointMark[];
    if (typeof m.answer !== 'string' || !points.length || points.some((p) => !known.has(p.id))) return [];
    return [{ answer: m.answer, marks: m.marks, awarded: points.filter((p) => p.awarded).map((p) => String(p.id)) }];
  });
}

/**
 * Refits how strictly the curriculum's model answers are read (ADR 0036): the share of a model
 * answer's concepts under which its questions' marks agree best with its teachers, over the newest
 * marked answers of all its questions (each against the version it was marked on, with the accepted
 * machine phrases and synonyms, word models set aside). Stored for the curriculum, or removed when
 * there are too few decisions to fit one. Returns the share stored (null: the engine's default).
 */
export async function refitConceptShare(db: Db, curriculaId: number): Promise<number | null> {
  const repo = createMarkingRepository(db);
  const shares = createConceptSharesRepository(db);
  const { marked, versions } = await shares.markedAnswersOf(curriculaId, SHARE_EVIDENCE_ANSWERS);
  const texts = versions.filter((v) => v.snapshot.student.type === 'text' && v.snapshot.markScheme.points.length);
  const pointIds = texts.flatMap((v) => v.snapshot.markScheme.points.map((p) => p.id));
  const extras = await repo.extras(pointIds, [curriculaId]);
  const samples: ConceptShareSample[] = texts.map((v) => ({
    question: engineInput(v.snapshot, { machinePhrases: extras.machines, synonyms: extras.synonymsBy(curriculaId) }),
    examples: examplesOnPoints(
      marked.filter((m) => m.versionId === v.id),
      v.snapshot.markScheme.points.map((p) => p.id),
    ),
  }));
  const fit = await markingLearner().fitShare(samples);
  await shares.replace(
    curriculaId,
    fit && {
      share: fit.share,
      decisions: fit.decisions,
      agreement: fit.agreement,
      defaultAgreement: fit.defaultAgreement,
    },
  );
  return fit?.share ?? null;
}

/** The job queue that learns from a teacher's marks that disagree with the engine (learnFromTeacher). */
export const LEARN_FROM_TEACHER_QUEUE = 'marking.learn-from-teacher';

/** What a learn-from-teacher job carries: the question, the marks the teacher changed, the teacher. */
export const learnFromTeacherJob = z.object({
  questionId: z.number().int(),
  markIds: z.array(z.number().int()).min(1),
  teacherId: z.number().int(),
});
export type LearnFromTeacherJob = z.infer<typeof learnFromTeacherJob>;

/**
 * How long learning from a teacher's overruling marks waits: the answers the teacher re-marks one
 * after the other within it are learnt from together, once.
 */
export const LEARN_FROM_TEACHER_DELAY_MS = 30_000;

/**
 * Asks for learning from the marks a teacher just changed against the engine, in the background:
 * it reads every marked answer of the question, which a teacher marking a class should not wait for.
 * While the teacher's job for the question still waits, the marks join it.
 */
export async function scheduleLearningFromTeacher(
  jobs: Pick<JobQueue, 'enqueueGathered'>,
  { questionId, teacherId, markIds }: LearnFromTeacherJob,
) {
  return jobs.enqueueGathered(
    LEARN_FROM_TEACHER_QUEUE,
    { questionId, teacherId },
    'markIds',
    markIds,
    LEARN_FROM_TEACHER_DELAY_MS,
  );
}

/** Runs a learn-from-teacher job (its payload checked by the queue against `learnFromTeacherJob`). */
export async function runLearningFromTeacher(db: Db, { questionId, markIds, teacherId }: LearnFromTeacherJob) {
  await learnFromTeacher(db, { id: teacherId }, questionId, [...new Set(markIds)]);
}

/**
 * When a teacher awards a point the engine missed, or removes one it gave, the engine learns from
 * every marked answer of the question (the teacher's decisions, and the engine's where no teacher
 * changed them) and sends the machine phrases it keeps, with their evidence, to the staff queue.
 * Only phrases learnt from the answers just marked are sent (`fromMarkIds`); `onlyPoint` limits
 * them to one point. Returns the queue rows.
 */
export async function learnFromTeacher(
  db: Db,
  user: Pick<AuthUser, 'id'>,
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
  const curriculaId = await repo.curriculaOf(questionId);
  const extras = await repo.extras(pointIds, curriculaId === null ? [] : [curriculaId]);
  const input = engineInput(snapshot, {
    machinePhrases: extras.machines,
    synonyms: [],
    conceptShare: extras.conceptShareBy(curriculaId),
  });
  const known = new Set(pointIds.map(String));
  const examples: MarkedAnswer[] = marked.map((m) => {
    const awarded = (m.points as StoredPointMark[])
      .filter((p) => p.awarded && known.has(String(p.id)))
      .map((p) => String(p.id));
    return { answer: m.answer as string, marks: m.marks, awarded };
  });
  const learning = await markingLearner().learn(input, examples, {
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
