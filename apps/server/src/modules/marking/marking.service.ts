import type {
  AnswerMark,
  AnswerMarkDetail,
  AnswerVersion,
  MarkAnswerBody,
  MarkAnswersBody,
  MarkedAnswers,
  MarkingOverview,
  MarkingQuestionList,
  QuestionMarking,
  QuestionMarkingSummary,
  SetLevelBody,
  StudentMarking,
} from '@markwell/contracts';
import { clusterAnswers } from '@markwell/domain/exams/index';
import type { Db } from '../../db/client';
import type { StoredPointMark } from '../../db/schema/index';
import { callerSchoolId, type AuthUser } from '../../lib/access';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isKnownLevel, marksForLevel } from '@markwell/domain/marking/levels';
import { answerAsText, levelsOf } from './engine-marking';
import type { JobQueue } from '../../plugins/jobs';
import { learnFromTeacher, scheduleLearningFromTeacher, scheduleWordModelRefit } from './learning';
import { loadMarkableAssignment } from './marking.policy';
import { iso, numberedPoints, toAnswerMark, toAuditEntry, toMarkQuery, toMarkingQuestion } from './mark-views';
import { audited, createMarkingRepository, type AnswerMarkRow, type MarkView } from './marking.repository';

/** How a change acts on one locked mark: the new state, or a 400 for this answer. */
export interface MarkChange {
  points?: { point_id: number; awarded: boolean }[] | undefined;
  /** undefined: keep; null: clear. */
  marks?: number | null | undefined;
  level?: number | null | undefined;
  feedback?: string | null | undefined;
  /** Back to the engine's decisions, with no override, level or feedback kept. */
  reset?: boolean;
  /** The teacher confirms the mark as it stands: it becomes theirs and needs no review. */
  confirm?: boolean | undefined;
}

/** The new state of a mark after a change (pure): marks follow override, then level, then points. */
export function applyChange(row: AnswerMarkRow, snapshot: MarkView['snapshot'], change: MarkChange) {
  const scheme = snapshot.markScheme;
  const pointMarks = new Map(scheme.points.map((p) => [p.id, p.marks]));
  let points = (row.points as StoredPointMark[]).map((p) => ({ ...p }));
  let override = row.override;
  let level = row.level;
  let feedback = row.feedback;
  if (change.reset) {
    points = points.map((p) => ({ ...p, awarded: p.engine, by: 'engine' as const }));
    override = null;
    level = null;
  }
  const errors: { path: string; message: string }[] = [];
  for (const [i, d] of (change.points ?? []).entries()) {
    const p = points.find((x) => x.id === d.point_id);
    if (!p) {
      errors.push({
        path: `body.points.${i}.point_id`,
        message: `Marking point ${d.point_id} is not one of this question's`,
      });
      continue;
    }
    if (p.awarded !== d.awarded || p.by !== 'teacher') {
      p.awarded = d.awarded;
      p.by = 'teacher';
    }
  }
  if (errors.length) throw badRequest('unknown_point', 'Some marking points are not of this question', { errors });
  if (change.marks !== undefined) {
    if (change.marks !== null && change.marks > row.maxMarks)
      throw badRequest('mark_out_of_range', `Marks are 0 to ${row.maxMarks} on this question`, {
        max_marks: row.maxMarks,
      });
    override = change.marks;
  }
  const levelled = scheme.markingType === 'levelled';
  if (change.level !== undefined) {
    if (!levelled) throw badRequest('not_levelled', 'This question is not marked by levels');
    const levels = levelsOf(scheme);
    if (change.level !== null && !isKnownLevel(change.level, levels))
      throw badRequest('unknown_level', `Levels of this question: 0, ${levels.map((l) => l.level).join(', ')}`);
    level = change.level;
  }
  if (change.feedback !== undefined) feedback = change.feedback || null;
  let marks: number;
  if (override !== null) marks = override;
  else if (levelled && level !== null) marks = marksForLevel(level, levelsOf(scheme), row.maxMarks);
  else if (points.length === 0) marks = row.engineMarks;
  else
    marks = Math.min(
      row.maxMarks,
      points.reduce((s, p) => s + (p.awarded ? (pointMarks.get(p.id) ?? 0) : 0), 0),
    );
  // feedback alone leaves the mark as it was: only a change or a confirmation of the mark makes it the teacher's
  const marksChanged =
    change.confirm === true || change.points !== undefined || change.marks !== undefined || change.level !== undefined;
  return {
    points,
    override,
    level,
    feedback,
    marks,
    source: change.reset ? ('engine' as const) : marksChanged ? ('teacher' as const) : row.source,
    needsReview: change.reset ? row.engineNeedsReview : marksChanged ? false : row.needsReview,
  };
}

/**
 * Teachers marking an assignment's submitted attempts: the overview, by question (clusters) and
 * by student, and every change of a mark under its version, with an audit entry each.
 */
export function createMarkingService(
  db: Db,
  deps: {
    log?: { error(obj: unknown, msg: string): void };
    /**
     * Where refits of word models and learning from marks that disagree with the engine are
     * queued as teachers mark (none: no refit is asked for, and learning runs before answering).
     */
    jobs?: Pick<JobQueue, 'enqueueDebounced' | 'enqueueGathered'>;
  } = {},
) {
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

  return {
    change,

    /**
     * GET /mafanswers/:id/marking/all. `toMarkCount`: the assignment's submissions waiting for
     * marks, as its list counts them (the assignments module's one definition).
     */
    async overview(
      user: AuthUser,
      id: number,
      students: { student_id: number; name: string; status: string }[],
      toMarkCount: number,
    ): Promise<MarkingOverview> {
      const a = await loadAssignment(user, id);
      const [questions, marks, attempts] = await Promise.all([
        questionsOf(id),
        repo.marksOfAssignment(id, a.schoolId),
        repo.submittedAttempts(id, a.schoolId),
      ]);
      const maxMarks = questions.reduce((s, q) => s + q.snapshot.student.maxMarks, 0);
      const byAttempt = new Map<number, MarkView[]>();
      for (const m of marks) byAttempt.set(m.mark.attemptId, [...(byAttempt.get(m.mark.attemptId) ?? []), m]);
      const attemptOf = new Map(attempts.map((x) => [x.attempt.studentId, x.attempt]));
      return {
        assignment_id: id,
        title: a.title,
        max_marks: maxMarks,
        ...(await releaseOf(id, a.schoolId)),
        needs_review: marks.filter((m) => m.mark.needsReview).length,
        to_mark_count: toMarkCount,
        questions: summaries(questions, marks),
        students: students.map((s) => {
          const at = attemptOf.get(s.student_id);
          const cells = at ? (byAttempt.get(at.id) ?? []) : [];
          return {
            student_id: s.student_id,
            name: s.name,
            attempt_id: at?.id ?? null,
            state: at
              ? at.autoMarkedAt
                ? 'submitted'
                : 'being_marked'
              : s.status === 'to_do'
                ? 'not_started'
                : 'in_progress',
            submitted_at: at?.submittedAt ? iso(at.submittedAt) : null,
            marks: at?.autoMarkedAt ? cells.reduce((sum, c) => sum + c.mark.marks, 0) : null,
            max_marks: maxMarks,
            needs_review: cells.filter((c) => c.mark.needsReview).length,
            no_credit: at?.noCredit ?? false,
            released: at?.releasedAt != null,
            cells: cells.map((c) => ({
              question_id: c.mark.questionId,
              answer_id: c.mark.id,
              marks: c.mark.marks,
              needs_review: c.mark.needsReview,
              source: c.mark.source,
            })),
          };
        }),
      };
    },

    /** GET /mafanswers/:id/markings */
    async questionList(user: AuthUser, id: number): Promise<MarkingQuestionList> {
      const a = await loadAssignment(user, id);
      const [questions, marks] = await Promise.all([questionsOf(id), repo.marksOfAssignment(id, a.schoolId)]);
      return {
        assignment_id: id,
        title: a.title,
        ...(await releaseOf(id, a.schoolId)),
        questions: summaries(questions, marks),
      };
    },

    /** GET /mafanswers/:id/markings/:mid: answers to one question in clusters, needs-review first. */
    async byQuestion(user: AuthUser, id: number, questionId: number): Promise<QuestionMarking> {
      const a = await loadAssignment(user, id);
      const q = (await questionsOf(id)).find((x) => x.questionId === questionId);
      if (!q) throw notFound('Question');
      const marks = await withQueries(await repo.marksOfQuestion(id, a.schoolId, questionId));
      const snapshots = new Map((await repo.assignmentQuestions(id)).map((r) => [r.versionId, r.snapshot]));
      // answers to different versions are never in one cluster: their points differ
      const versions = [...new Set(marks.map((m) => m.version_id))];
      const clusters = versions.flatMap((versionId) =>
        clusterAnswers(
          marks
            .filter((m) => m.version_id === versionId)
            .map((m) => ({ item: m, text: answerAsText(snapshots.get(versionId) ?? q.snapshot, m.answer) })),
        ).map((c) => ({
          key: `${versionId}:${c.key}`,
          label: c.label,
          kind: c.kind,
          needs_review: c.items.filter((m) => m.needs_review).length,
          answers: [...c.items].sort((x, y) => Number(y.needs_review) - Number(x.needs_review)),
        })),
      );
      clusters.sort((x, y) => Number(y.needs_review > 0) - Number(x.needs_review > 0));
      return {
        assignment_id: id,
        ...(await releaseOf(id, a.schoolId)),
        question: toMarkingQuestion(questionId, q.position, q.snapshot),
        clusters,
      };
    },

    /** GET /mafanswers/:id/markings/:mid/answers/:aid */
    async answerDetail(user: AuthUser, id: number, questionId: number, markId: number): Promise<AnswerMarkDetail> {
      const a = await loadAssignment(user, id);
      const [view] = await repo.marksByIds([markId]);
      if (
        !view ||
        view.mark.assignmentId !== id ||
        view.mark.schoolId !== a.schoolId ||
        view.mark.questionId !== questionId
      )
        throw notFound('Marked answer');
      const [answer] = await withQueries([view]);
      const [history, queries] = await Promise.all([repo.history(markId), repo.queriesOfMarks([markId])]);
      const pointText = new Map(view.snapshot.markScheme.points.map((p) => [p.id, p.text]));
      const extras = await repo.extras(
        view.snapshot.markScheme.points.map((p) => p.id),
        [],
      );
      return {
        question: toMarkingQuestion(questionId, view.position, view.snapshot),
        answer: answer!,
        phrases: numberedPoints(view.snapshot).map((p) => ({
          point_id: p.id,
          phrases: p.phrases,
          machine_phrases: extras.machines.get(p.id) ?? [],
        })),
        history: history.map(toAuditEntry),
        queries: queries.map((q) => toMarkQuery(q, view.mark, pointText.get(q.query.pointId) ?? '')),
      };
    },

    /** POST /mafanswers/:id/markings: one mark for a cluster, all or none. */
    async markMany(user: AuthUser, id: number, body: MarkAnswersBody): Promise<MarkedAnswers> {
      if (body.points === undefined && body.marks === undefined && body.feedback === undefined && !body.confirm)
        throw badRequest('nothing_to_change', 'Send points, marks, feedback or confirm');
      const action =
        body.marks !== undefined
          ? 'override'
          : body.points !== undefined
            ? 'points'
            : body.confirm
              ? 'confirm'
              : 'feedback';
      return {
        answers: await change(
          user,
          id,
          body.answers,
          { points: body.points, marks: body.marks, feedback: body.feedback, confirm: body.confirm },
          action,
        ),
      };
    },

    /** PATCH /mafanswers/:id/markings: one answer. */
    async markOne(user: AuthUser, id: number, body: MarkAnswerBody): Promise<AnswerMark> {
      if (body.points === undefined && body.marks === undefined && body.feedback === undefined && !body.confirm)
        throw badRequest('nothing_to_change', 'Send points, marks, feedback or confirm');
      const action =
        body.marks !== undefined
          ? 'override'
          : body.points !== undefined
            ? 'points'
            : body.confirm
              ? 'confirm'
              : 'feedback';
      const [row] = await change(
        user,
        id,
        [{ answer_id: body.answer_id, version: body.version }],
        { points: body.points, marks: body.marks, feedback: body.feedback, confirm: body.confirm },
        action,
      );
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

    /** GET /exams/:id/students/:sid/marks: one student's attempt, question after question. */
    async byStudent(user: AuthUser, id: number, studentId: number): Promise<StudentMarking> {
      const a = await loadAssignment(user, id);
      const submitted = await repo.submittedAttempts(id, a.schoolId);
      const i = submitted.findIndex((s) => s.attempt.studentId === studentId);
      if (i < 0) throw notFound('Submitted attempt');
      const { attempt, studentName } = submitted[i]!;
      const marks = await withQueries(await repo.marksOfAttempt(attempt.id));
      const views = await repo.marksOfAttempt(attempt.id);
      const feedbackBy = attempt.feedbackBy !== null ? await repo.userName(attempt.feedbackBy) : null;
      return {
        assignment_id: id,
        title: a.title,
        student: { id: studentId, name: studentName },
        attempt_id: attempt.id,
        submitted_at: iso(attempt.submittedAt!),
        marks: marks.reduce((s, m) => s + m.marks, 0),
        max_marks: marks.reduce((s, m) => s + m.max_marks, 0),
        no_credit: attempt.noCredit,
        released: attempt.releasedAt !== null,
        feedback: {
          attempt_id: attempt.id,
          student_id: studentId,
          feedback: attempt.feedback,
          version: attempt.feedbackVersion,
          updated_at: attempt.feedbackAt ? iso(attempt.feedbackAt) : null,
          updated_by: feedbackBy ? { id: feedbackBy.id, name: feedbackBy.name } : null,
        },
        questions: marks.map((m, k) => ({
          question: toMarkingQuestion(m.question_id, m.position, views[k]!.snapshot),
          answer: m,
        })),
        previous_student_id: submitted[i - 1]?.attempt.studentId ?? null,
        next_student_id: submitted[i + 1]?.attempt.studentId ?? null,
      };
    },
  };
}

export type MarkingService = ReturnType<typeof createMarkingService>;
