import type { AnswerValue } from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../plugins/jobs';
import { isConnectionError } from '../../lib/db-errors';
import { createWordModelsRepository } from '../questions/index';
import { createMarkingRepository, audited } from './marking.repository';
import type { QuestionVersionSnapshot } from '../../db/schema/index';
import { markVersionAnswer, type EngineMark } from './engine-marking';

/** The job queue that marks submitted attempts whose marking after the submit was lost. */
export const MARK_ATTEMPTS_QUEUE = 'marking.mark-attempts';
const RETRY_BATCH = 50;
/** Attempts marked in one transaction: its inserts stay well under PostgreSQL's 65,535 binds. */
const MARKING_CHUNK = 50;

/**
 * Marks every answer of a submitted attempt against the version the student was given, and stores
 * the result per answer and per marking point with one audit entry each, in one transaction. An
 * attempt already marked is left as it is (safe to call twice, or from two instances at once).
 * Returns how many answers were marked.
 */
export async function markSubmittedAttempt(db: Db, attemptId: number): Promise<number> {
  return markSubmittedAttempts(db, [attemptId]);
}

/**
 * Marks submitted attempts as `markSubmittedAttempt` does, many to a transaction (the extras and
 * word models of their questions read once). When a chunk fails for a reason other than the
 * database going away, its attempts are marked one by one, so one attempt that cannot be marked
 * does not hold back its classmates; the first failure is thrown once the rest are marked.
 */
export async function markSubmittedAttempts(db: Db, attemptIds: readonly number[]): Promise<number> {
  const ids = [...new Set(attemptIds)];
  let marked = 0;
  for (let i = 0; i < ids.length; i += MARKING_CHUNK) {
    const chunk = ids.slice(i, i + MARKING_CHUNK);
    try {
      marked += await markInOneTransaction(db, chunk);
    } catch (err) {
      if (chunk.length === 1 || isConnectionError(err)) throw err;
      let first: unknown;
      for (const id of chunk) {
        try {
          marked += await markInOneTransaction(db, [id]);
        } catch (one) {
          first ??= one;
        }
      }
      if (first !== undefined) throw first;
    }
  }
  return marked;
}

async function markInOneTransaction(db: Db, attemptIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = createMarkingRepository(tx);
    const rows = await repo.attemptsForMarking(attemptIds);
    // a submitted attempt without questions has nothing to mark: it is marked as it is
    if (!rows.length) return repo.setAutoMarked(attemptIds).then(() => 0);
    const pointIds = [...new Set(rows.flatMap((r) => r.snapshot.markScheme.points.map((p) => p.id)))];
    const curricula = [...new Set(rows.map((r) => r.curriculaId).filter((c): c is number => c !== null))];
    const [extras, learnt] = await Promise.all([
      repo.extras(pointIds, curricula),
      createWordModelsRepository(tx).ofVersions([...new Set(rows.map((r) => r.versionId))]),
    ]);
    const values = rows.map((r) => {
      const m = markVersionAnswer(r.versionId, r.snapshot, (r.answer ?? null) as AnswerValue, {
        machinePhrases: extras.machines,
        synonyms: extras.synonymsBy(r.curriculaId),
        wordModels: learnt.get(r.versionId),
        conceptShare: extras.conceptShareBy(r.curriculaId),
      });
      return {
        schoolId: r.schoolId,
        assignmentId: r.assignmentId,
        attemptId: r.attemptId,
        questionId: r.questionId,
        questionVersionId: r.versionId,
        marks: m.marks,
        maxMarks: r.snapshot.student.maxMarks,
        engineMarks: m.marks,
        suggestedLevel: m.suggestedLevel,
        confidence: m.confidence,
        engineNeedsReview: m.needsReview,
        needsReview: m.needsReview,
        points: m.points,
      };
    });
    const inserted = await repo.insertMarks(values);
    await repo.insertAudit(
      inserted.map((row) => ({
        schoolId: row.schoolId,
        answerMarkId: row.id,
        source: 'engine' as const,
        action: 'marked',
        before: null,
        after: audited(row),
      })),
    );
    await repo.completeLessonsOf(attemptIds);
    await repo.setAutoMarked(attemptIds);
    return inserted.length;
  });
}

/**
 * Completes the lessons an attempt's marked questions are placed on, as marking on submission
 * does (for tests and data written outside the marking path).
 */
export async function completeLessonsOfAttempt(db: Db, attemptId: number): Promise<void> {
  await createMarkingRepository(db).completeLessonsOf([attemptId]);
}

/**
 * Queues one sweep job marking every submitted attempt still without marks, when one has waited
 * longer than `seconds`: the submit queues its attempt's job after committing, so a database cut
 * between the two leaves an attempt without a job. Called by the attempts' upkeep tick.
 */
export async function queueOverdueMarking(db: Db, jobs: Pick<JobQueue, 'enqueueUnlessQueued'>, seconds = 60) {
  if (await createMarkingRepository(db).hasOverdueUnmarked(seconds))
    await jobs.enqueueUnlessQueued(MARK_ATTEMPTS_QUEUE, {});
}

/** Marks submitted attempts still without marks (the retry job). Returns how many it marked. */
export async function markUnmarkedAttempts(db: Db): Promise<number> {
  const waiting = await createMarkingRepository(db).unmarkedAttempts(RETRY_BATCH);
  await markSubmittedAttempts(
    db,
    waiting.map((a) => a.id),
  );
  return waiting.length;
}

/**
 * Marks one answer at once against a question version, with everything marking on submission
 * uses (accepted machine phrases, the curriculum's synonyms and concept share, learnt word
 * models): for practice, where the student waits for the mark. Stores nothing.
 */
export async function markAnswerNow(
  db: Db,
  version: { id: number; snapshot: QuestionVersionSnapshot; curriculaId: number | null },
  answer: AnswerValue,
): Promise<EngineMark> {
  const repo = createMarkingRepository(db);
  const pointIds = version.snapshot.markScheme.points.map((p) => p.id);
  const [extras, learnt] = await Promise.all([
    repo.extras(pointIds, version.curriculaId === null ? [] : [version.curriculaId]),
    createWordModelsRepository(db).ofVersions([version.id]),
  ]);
  return markVersionAnswer(version.id, version.snapshot, answer, {
    machinePhrases: extras.machines,
    synonyms: extras.synonymsBy(version.curriculaId),
    wordModels: learnt.get(version.id),
    conceptShare: extras.conceptShareBy(version.curriculaId),
  });
}
