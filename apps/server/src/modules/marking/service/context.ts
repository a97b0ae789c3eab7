// The marking service's shared state and helpers: the repository, loading an assignment as the caller may mark it, reply shapes, and one change of marks under their versions.
import type { AnswerMark, AnswerVersion, QuestionMarkingSummary } from '@markwell/contracts';
import type { Db } from '../../../db/client';
import type { StoredPointMark } from '../../../db/schema/index';
import { callerSchoolId, type AuthUser } from '../../../lib/access';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import type { JobQueue } from '../../../plugins/jobs';
import { learnFromTeacher, scheduleLearningFromTeacher, scheduleWordModelRefit } from '../learning';
import { loadMarkableAssignment } from '../marking.policy';
import { iso, toAnswerMark } from '../mark-views';
import { audited, createMarkingRepository, type MarkView } from '../marking.repository';
import { type MarkChange, applyChange } from './apply-change';

export type MarkingDeps = {
  log?: { error(obj: unknown, msg: string): void };
  /**
   * Where refits of word models and learning from marks that disagree with the engine are
   * queued as teachers mark (none: no refit is asked for, and learning runs before answering).
   */
  jobs?: Pick<JobQueue, 'enqueueDebounced' | 'enqueueGathered'>;
};

export function createMarkingContext(db: Db, deps: MarkingDeps) {
  const repo = createMarkingRepository(db);

  const loadAssignment = (user: AuthUser, id: number) => loadMarkableAssignment(db, user, id);

  async function withQueries(views: MarkView[], r = repo): Promise<AnswerMark[]> {
    const open = await r.openQueryCounts(views.map((v) => v.mark.id));
    return views.map((v) => toAnswerMark(v, open.get(v.mark.id) ?? 0));
  }

  /** The questions of the assignment in exam order, each with the first version given. */
  async function questionsOf(assignmentId: number) {
    const rows = await repo.assignmentQuestions(assignmentId);
    const first = new Map<number, (typeof rows)[number]>();
    for (const r of rows) if (!first.has(r.questionId)) first.set(r.questionId, r);
    return [...first.values()].sort((a, b) => a.position - b.position);
  }

  function summaries(questions: Awaited<ReturnType<typeof questionsOf>>, marks: MarkView[]): QuestionMarkingSummary[] {
    return questions.map((q) => {
      const of = marks.filter((m) => m.mark.questionId === q.questionId);
      const credited = of.filter((m) => !m.noCredit);
      return {
        question_id: q.questionId,
        position: q.position,
        text: q.snapshot.student.text,
        type: q.snapshot.student.type,
        max_marks: q.snapshot.student.maxMarks,
        answers: of.length,
        needs_review: of.filter((m) => m.mark.needsReview).length,
        teacher_marked: of.filter((m) => m.mark.source === 'teacher').length,
        mean: credited.length
          ? Math.round((credited.reduce((s, m) => s + m.mark.marks, 0) / credited.length) * 100) / 100
          : null,
      };
    });
  }

  function releaseState(
    released: { releasedAt: Date | null; releasedBy: number | null }[],
    names: Map<number, string>,
  ) {
    const latest = released
      .filter((r) => r.releasedAt)
      .sort((a, b) => b.releasedAt!.getTime() - a.releasedAt!.getTime())[0];
    return {
      released_at: latest?.releasedAt ? iso(latest.releasedAt) : null,
      released_by:
        latest?.releasedBy != null ? { id: latest.releasedBy, name: names.get(latest.releasedBy) ?? '' } : null,
    };
  }

  async function releaseOf(assignmentId: number, schoolId: number) {
    const attempts = (await repo.submittedAttempts(assignmentId, schoolId)).map((r) => r.attempt);
    const by = [...new Set(attempts.map((a) => a.releasedBy).filter((x): x is number => x !== null))];
    const names = new Map<number, string>();
    for (const id of by) {
      const u = await repo.userName(id);
      if (u) names.set(id, u.name);
    }
    return releaseState(attempts, names);
  }

  /**
   * Changes marks in one transaction: each answer must be of the assignment (else 404) and at the
   * version sent (else 409 `stale_mark` with the current marks, and nothing changes).
   */
  async function change(
    user: AuthUser,
    assignmentId: number,
    items: AnswerVersion[],
    change: MarkChange,
    action: string,
    opts: { questionId?: number } = {},
  ): Promise<AnswerMark[]> {
    const schoolId = callerSchoolId(user, { missing: 'Assignment' });
    await loadAssignment(user, assignmentId);
    const ids = [...new Set(items.map((i) => i.answer_id))];
    const learnFrom: number[] = [];
    let marksChanged = false;
    const result = await db.transaction(async (tx) => {
      const r = createMarkingRepository(tx);
      const rows = await r.lockMarks(ids, assignmentId, schoolId);
      if (rows.length !== ids.length) throw notFound('Marked answer');
      const questionIds = new Set(rows.map((row) => row.questionId));
      if (opts.questionId !== undefined && [...questionIds].some((q) => q !== opts.questionId))
        throw notFound('Marked answer');
      if (questionIds.size > 1) throw badRequest('mixed_questions', 'Mark answers to one question at a time');
      const sent = new Map(items.map((i) => [i.answer_id, i.version]));
      const stale = rows.filter((row) => row.version !== sent.get(row.id));
      if (stale.length) {
        const current = await withQueries(await r.marksByIds(stale.map((s) => s.id)), r);
        const who = current[0]?.updated_by?.name;
        throw new AppError(
          409,
          'stale_mark',
          who ? `${who} changed this mark meanwhile` : 'This mark changed meanwhile',
          { current },
        );
      }
      const views = new Map((await r.marksByIds(ids)).map((v) => [v.mark.id, v]));
      const audits = [];
      for (const row of rows) {
        const next = applyChange(row, views.get(row.id)!.snapshot, change);
        const saved = await r.updateMark(row.id, {
          points: next.points,
          override: next.override,
          level: next.level,
          feedback: next.feedback,
          marks: next.marks,
          source: next.source,
          needsReview: next.needsReview,
          version: row.version + 1,
          updatedBy: user.id,
        });
        audits.push({
          schoolId,
          answerMarkId: row.id,
          actorId: user.id,
          source: 'teacher' as const,
          action,
          before: audited(row),
          after: audited(saved),
        });
        const before = new Map((row.points as StoredPointMark[]).map((p) => [p.id, p.awarded]));
        const isText = views.get(row.id)!.snapshot.student.type === 'text';
        const disagrees = next.points.some((p) => p.awarded !== p.engine && p.awarded !== before.get(p.id));
        if (disagrees && isText) learnFrom.push(row.id);
        // what word models learn from: the points an answer earns and its marks
        const pointsMoved = next.points.some((p) => p.awarded !== before.get(p.id));
        if (isText && (next.marks !== row.marks || pointsMoved)) marksChanged = true;
      }
      await r.insertAudit(audits);
      return withQueries(await r.marksByIds(ids), r);
    });
    if (marksChanged && deps.jobs) {
      // Every teacher decision is evidence for the question's word models, agreeing or not: the
      // refit waits a little, so a run of marks is fitted on once. A failure leaves the marks be.
      try {
        await scheduleWordModelRefit(deps.jobs, result[0]!.question_id);
      } catch (err) {
        deps.log?.error({ err }, 'asking for a word model refit failed');
      }
    }
    if (learnFrom.length) {
      // The teacher disagreed with the engine: learning proposes phrases to staff, in the
      // background where there is a queue. A failure here must not undo the teacher's marking,
      // which is committed.
      const questionId = result[0]!.question_id;
      try {
        if (deps.jobs)
          await scheduleLearningFromTeacher(deps.jobs, { questionId, markIds: learnFrom, teacherId: user.id });
        else await learnFromTeacher(db, user, questionId, learnFrom);
      } catch (err) {
        deps.log?.error({ err }, 'learning from marking failed');
      }
    }
    return result;
  }

  return { db, deps, repo, loadAssignment, withQueries, questionsOf, summaries, releaseState, releaseOf, change };
}

export type MarkingContext = ReturnType<typeof createMarkingContext>;
