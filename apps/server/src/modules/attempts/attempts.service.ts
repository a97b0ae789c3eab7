import { isDeepStrictEqual } from 'node:util';
import {
  MAX_ANSWER_LENGTH,
  type AttemptView,
  type SaveAnswerBody,
  type SaveAnswerResponse,
  type SavedAnswer,
  type SittingQuestion,
  type SubmittedAttempt,
} from '@markwell/contracts';
import {
  GRACE_SECONDS,
  assignmentStatus,
  closesAt,
  computeDeadline,
  isAcceptingAnswers,
  limitWithExtraTime,
  openingState,
} from '@markwell/domain';
import type { Db } from '../../db/client';
import type { AnswerType, QuestionVersionSnapshot } from '../../db/schema/index';
import { callerSchoolId, type AuthUser } from '../../lib/access';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { createGroupCommit } from '../../lib/group-commit';
import type { Storage } from '../../plugins/storage';
import {
  createAttemptsRepository,
  type AnswerSave,
  type AnswerValue,
  type AttemptRow,
  type StoredAnswerRow,
} from './attempts.repository';
import { createOpeningRepository } from './opening.repository';
import { createQuestionVersionsRepository, pinQuestionVersions } from '../questions/index';

/** The background job queue that submits attempts whose time ran out. */
export const AUTO_SUBMIT_QUEUE = 'attempts.auto-submit';
const AUTO_SUBMIT_BATCH = 200;

type OpeningRepo = ReturnType<typeof createOpeningRepository>;
type Opening = NonNullable<Awaited<ReturnType<OpeningRepo['opening']>>>;

/** Plain text that PostgreSQL's jsonb accepts: no NUL, no lone surrogate halves. */
function cleanText(s: string): string {
  return s
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function answerShape(answer: AnswerValue): { type: AnswerType | null; value: AnswerValue; maxChoiceId: number } {
  if (answer === null) return { type: null, value: null, maxChoiceId: -1 };
  if (typeof answer === 'string') {
    if (answer.length > MAX_ANSWER_LENGTH) {
      throw badRequest('answer_too_long', `An answer is at most ${MAX_ANSWER_LENGTH} characters`, {
        max_length: MAX_ANSWER_LENGTH,
      });
    }
    return { type: 'text', value: cleanText(answer), maxChoiceId: -1 };
  }
  if (Array.isArray(answer)) {
    const ids = [...new Set(answer)].sort((a, b) => a - b);
    return { type: 'choice', value: ids, maxChoiceId: ids.at(-1) ?? -1 };
  }
  return { type: 'numeric', value: answer, maxChoiceId: -1 };
}

const toSaved = (row: StoredAnswerRow): SavedAnswer => ({
  question_id: row.questionId,
  answer: row.answer,
  flagged: row.flagged,
  revision: row.revision,
  saved_at: row.savedAt.toISOString(),
});

const notSaved = (questionId: number): SavedAnswer => ({
  question_id: questionId,
  answer: null,
  flagged: false,
  revision: 0,
  saved_at: null,
});

function toSittingQuestion(
  q: {
    questionId: number;
    versionId: number;
    position: number;
    sectionTitle: string | null;
    snapshot: QuestionVersionSnapshot;
  },
  photoUrl: (name: string | null) => string | null,
): SittingQuestion {
  // Only the student half of the snapshot is read here: the mark scheme never reaches a student.
  const s = q.snapshot.student;
  const base = {
    question_id: q.questionId,
    version_id: q.versionId,
    position: q.position,
    section_title: q.sectionTitle,
    text: s.text,
    max_marks: s.maxMarks,
    photo_url: photoUrl(s.photo),
    media: s.media,
  };
  if (s.type === 'choice') {
    return {
      type: 'choice',
      ...base,
      choices: (s.choices ?? []).map((text, id) => ({ id, text })),
      multiple: s.multiple,
    };
  }
  if (s.type === 'numeric') return { type: 'numeric', ...base };
  return { type: 'text', ...base, parts: s.parts };
}

export interface AttemptsServiceDeps {
  storage?: Storage | undefined;
  /**
   * Runs once attempts are submitted (by the student or at the deadline), before the reply: it
   * queues their confirmation and marking, which run off the request (after-submit.ts).
   */
  afterSubmit?: ((submitted: { id: number; assignmentId: number }[]) => Promise<void>) | undefined;
}

/**
 * Sitting an exam: opening (or resuming) the student's attempt, saving and reading answers,
 * submitting, and the auto-submit of attempts whose time ran out. Every time rule is the
 * server's (see the domain's exams time rules); a client's clock is never trusted.
 */
export function createAttemptsService(db: Db, deps: AttemptsServiceDeps = {}) {
  const repo = createAttemptsRepository(db);
  const opening = createOpeningRepository(db);
  const versions = createQuestionVersionsRepository(db);
  // A class saving at once costs one statement and one commit per burst, not one per answer.
  const saves = createGroupCommit({
    many: (batch: AnswerSave[]) => repo.saveAnswers(batch),
    keyOf: (s) => `${s.studentId}:${s.assignmentId}:${s.questionId}`,
    // one school's saves a statement: it stays on one shard when attempts are distributed by school
    groupOf: (s) => String(s.schoolId),
  });
  const photoUrl = (name: string | null) =>
    name ? (deps.storage ? deps.storage.url('images', name) : `/uploads/images/${name}`) : null;

  /** The student's attempt, or why there is none (404: not set to them; 409: not opened yet). */
  async function requireAttempt(user: AuthUser, assignmentId: number): Promise<AttemptRow> {
    const schoolId = callerSchoolId(user, { missing: 'Assignment' });
    const attempt = await repo.findAttempt(assignmentId, user.id);
    if (attempt && attempt.schoolId === schoolId) return attempt;
    const assignment = await opening.opening(assignmentId, user.id, schoolId);
    if (!assignment) throw notFound('Assignment');
    throw conflict('attempt_not_started', 'Open the assignment before answering or submitting');
  }

  /**
   * Makes the attempt with its question versions pinned, and returns it with its questions as
   * the student sees them; when a concurrent open (a second tab) made it first, theirs, to be read.
   */
  async function createAttempt(user: AuthUser, schoolId: number, found: Opening) {
    const a = found.assignment;
    // found through its template (an inner join): only exams are sat, so the template is set
    const content = await opening.templateContent(a.templateId!);
    const pinned = await pinQuestionVersions(
      versions,
      content.rows.map((row) => row.question),
      content,
    );
    const deadlineAt = computeDeadline({
      startedAt: found.now,
      dueAt: a.dueAt,
      timeLimitSeconds: a.timeLimitSeconds,
      extra: { extraMinutes: found.extraMinutes, extraPercent: found.extraPercent },
    });
    const questionRows = content.rows.map((row, i) => ({
      questionId: row.question.id,
      versionId: pinned[i]!.versionId,
      position: i + 1,
      sectionTitle: row.sectionTitle || null,
      answerType: pinned[i]!.snapshot.student.type,
      choiceCount: pinned[i]!.snapshot.student.choices?.length ?? 0,
      snapshot: pinned[i]!.snapshot,
      maxMarks: row.question.maxMarks,
    }));
    const made = await opening.insertAttempt(
      { schoolId, assignmentId: a.id, studentId: user.id, startedAt: found.now, deadlineAt },
      questionRows,
    );
    if (!made) return { attempt: (await repo.findAttempt(a.id, user.id))!, sitting: undefined };
    return { attempt: made, sitting: { questionRows, answerRows: [] as StoredAnswerRow[] } };
  }

  /** The confirmation of a submitted attempt, with the counts the submit read or read now. */
  async function summary(
    attempt: AttemptRow,
    counts?: { answered: number; flagged: number; total: number },
  ): Promise<SubmittedAttempt> {
    const c = counts ?? (await repo.answerCounts(attempt.id));
    return {
      id: attempt.id,
      assignment_id: attempt.assignmentId,
      submitted_at: attempt.submittedAt!.toISOString(),
      submitted_by: attempt.submittedBy!,
      answered: c.answered,
      total_questions: c.total,
      flagged: c.flagged,
      being_marked: attempt.autoMarkedAt == null,
    };
  }

  return {
    /**
     * Opens the student's attempt at an assignment (made on the first call, between the opening
     * and the due time) or resumes it: the questions as a student sees them, the saved answers,
     * the deadline and the server's clock for the timer.
     */
    async open(user: AuthUser, assignmentId: number): Promise<AttemptView> {
      const schoolId = callerSchoolId(user, { missing: 'Assignment' });
      const found = await opening.opening(assignmentId, user.id, schoolId);
      if (!found) throw notFound('Assignment');
      let attempt = found.attempt;
      let sitting: Awaited<ReturnType<OpeningRepo['sitting']>> | undefined;
      if (!attempt) {
        const state = openingState(found.assignment.opensAt, found.assignment.dueAt);
        if (state === 'not_open_yet') {
          throw new AppError(403, 'not_open_yet', 'This assignment is not open yet', {
            opens_at: found.assignment.opensAt.toISOString(),
          });
        }
        if (state === 'closed') throw conflict('attempt_closed', 'This assignment is past its due time');
        ({ attempt, sitting } = await createAttempt(user, schoolId, found));
      }
      // A new attempt's questions are those just pinned, and it has no answers yet.
      const { questionRows, answerRows } = sitting ?? (await opening.sitting(attempt.id));
      const now = new Date();
      const a = found.assignment;
      return {
        attempt: {
          id: attempt.id,
          assignment_id: a.id,
          title: a.title,
          instructions: found.instructions,
          opens_at: a.opensAt.toISOString(),
          due_at: a.dueAt.toISOString(),
          time_limit_seconds: limitWithExtraTime(a.timeLimitSeconds, {
            extraMinutes: found.extraMinutes,
            extraPercent: found.extraPercent,
          }),
          one_per_page: a.onePerPage,
          started_at: attempt.startedAt.toISOString(),
          deadline_at: attempt.deadlineAt.toISOString(),
          closes_at: closesAt(attempt.deadlineAt).toISOString(),
          submitted_at: attempt.submittedAt?.toISOString() ?? null,
          submitted_by: attempt.submittedBy ?? null,
          being_marked: attempt.submittedAt != null && attempt.autoMarkedAt == null,
          last_saved_at: attempt.lastSavedAt?.toISOString() ?? null,
          // "marked" only once marks are released: before that a student sees no sign of them
          status: assignmentStatus({ ...attempt, markedAt: attempt.releasedAt }, now),
          server_time: now.toISOString(),
          grace_seconds: GRACE_SECONDS,
          max_answer_length: MAX_ANSWER_LENGTH,
          total_marks: questionRows.reduce((sum, q) => sum + q.maxMarks, 0),
        },
        questions: questionRows.map((q) => toSittingQuestion(q, photoUrl)),
        answers: answerRows.map(toSaved),
      };
    },

    /**
     * Saves one answer. Idempotent for the same revision and answer; a lower revision than the
     * stored one, or the same revision with a different answer, is a 409 carrying the stored answer. Answers only after the save is committed.
     */
    async save(
      user: AuthUser,
      assignmentId: number,
      questionId: number,
      body: SaveAnswerBody,
    ): Promise<SaveAnswerResponse> {
      const schoolId = callerSchoolId(user, { missing: 'Assignment' });
      const shape = answerShape(body.answer as AnswerValue);
      const result = await saves.write({
        schoolId,
        assignmentId,
        studentId: user.id,
        questionId,
        answerType: shape.type,
        maxChoiceId: shape.maxChoiceId,
        answer: shape.value,
        revision: body.revision,
        flagged: body.flagged,
        graceSeconds: GRACE_SECONDS,
      });
      if (result.matched && result.saved) {
        return {
          ...toSaved(result.saved),
          server_time: new Date().toISOString(),
          deadline_at: result.deadlineAt.toISOString(),
        };
      }
      // Not saved: find out why (only this path pays for the extra reads).
      const attempt = await requireAttempt(user, assignmentId);
      const question = await repo.attemptQuestion(attempt.id, questionId);
      if (!question) throw notFound('Question');
      if (result.matched) {
        const stored = (await repo.storedAnswer(attempt.id, questionId))!;
        // The same revision is a retry only when it carries the same answer; different text under
        // a revision already used (another tab, a replayed outbox) must not pass as saved.
        if (stored.revision === body.revision && isDeepStrictEqual(stored.answer, shape.value)) {
          return {
            ...toSaved(stored),
            server_time: new Date().toISOString(),
            deadline_at: result.deadlineAt.toISOString(),
          };
        }
        throw new AppError(409, 'stale_revision', 'A newer revision of this answer is already saved', {
          stored: toSaved(stored),
        });
      }
      if (attempt.submittedAt) throw conflict('attempt_submitted', 'This attempt is submitted: its answers are final');
      if (!isAcceptingAnswers(attempt.deadlineAt, await repo.now())) {
        throw new AppError(409, 'attempt_closed', 'Time is up for this attempt', {
          deadline_at: attempt.deadlineAt.toISOString(),
        });
      }
      if (shape.type && shape.type !== question.answerType) {
        throw badRequest('answer_type_mismatch', `This question takes a ${question.answerType} answer`, {
          expected: question.answerType,
        });
      }
      throw badRequest('invalid_choice', `Choice ids of this question are 0 to ${question.choiceCount - 1}`);
    },

    /** One saved answer of the student's attempt (revision 0 when never saved). */
    async readAnswer(user: AuthUser, assignmentId: number, questionId: number): Promise<SavedAnswer> {
      const attempt = await requireAttempt(user, assignmentId);
      const question = await repo.attemptQuestion(attempt.id, questionId);
      if (!question) throw notFound('Question');
      const stored = await repo.storedAnswer(attempt.id, questionId);
      return stored ? toSaved(stored) : notSaved(questionId);
    },

    /**
     * Submits the student's attempt: its answers freeze, and its confirmation (e-mail and
     * notification) and marking are queued. Submitting again answers the same summary.
     */
    async submit(user: AuthUser, assignmentId: number): Promise<SubmittedAttempt> {
      const attempt = await requireAttempt(user, assignmentId);
      if (attempt.submittedAt) return summary(attempt);
      // Past deadline + grace the answers were already final: it counts as a timeout.
      const done = await repo.submit(attempt.id, GRACE_SECONDS);
      if (!done) {
        const current = await repo.findAttempt(assignmentId, user.id);
        if (!current) throw notFound('Assignment');
        return summary(current);
      }
      const submitted = done.attempt;
      await deps.afterSubmit?.([{ id: submitted.id, assignmentId: submitted.assignmentId }]);
      return summary(submitted, done.counts);
    },

    /**
     * Submits every attempt whose deadline + grace has passed (the background job), followed by
     * the same confirmation and marking as a student's submit. Returns how many it submitted.
     * Safe to run on many instances at once: an attempt is submitted once.
     */
    async submitOverdue(): Promise<number> {
      let total = 0;
      for (;;) {
        const rows = await repo.submitOverdue(GRACE_SECONDS, AUTO_SUBMIT_BATCH);
        if (rows.length) await deps.afterSubmit?.(rows.map((row) => ({ id: row.id, assignmentId: row.assignment_id })));
        total += rows.length;
        if (rows.length < AUTO_SUBMIT_BATCH) return total;
      }
    },
  };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
