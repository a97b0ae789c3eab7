import type {
  AttemptFeedback,
  AttemptFeedbackBody,
  AttemptReview,
  CreateMarkQueryBody,
  DecideMarkQueryBody,
  DecidedMarkQuery,
  MarkQueryWithTrace,
  NoCreditBody,
  NoCreditResult,
  ReleaseResult,
  StudentMarkQuery,
} from '@markwell/contracts';
import type { AnswerValue } from '@markwell/contracts';
import { closesAt, isAcceptingAnswers } from '@markwell/domain';
import type { Db } from '../../db/client';
import type { StoredPointMark } from '../../db/schema/index';
import { callerSchoolId, type AuthUser } from '../../lib/access';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Mailer } from '../../plugins/mail';
import { studentAssignmentPath } from '../assignments/index';
import { notify } from '../notifications/index';
import { learnFromTeacher } from './learning';
import { iso, numberedPoints, toAnswerMark, toMarkQuery } from './mark-views';
import { createMarkingRepository } from './marking.repository';
import { loadMarkableAssignment } from './marking.policy';
import type { MarkingService } from './marking.service';

export interface ReleaseDeps {
  mail?: Mailer | undefined;
  publicUrl?: string | undefined;
  log?: { error(obj: unknown, msg: string): void } | undefined;
}

const teacherAssignmentPath = (id: number) => `/teacher/assignments/${id}`;

/**
 * When the work closes for everyone it is set to, or null once it has: no attempt's deadline
 * passes the due time (extra time stretches a timed sitting, not the due time), so the due time
 * and the grace period bound every student who can still sit it.
 */
function openUntil(a: { dueAt: Date }, now = new Date()): Date | null {
  return isAcceptingAnswers(a.dueAt, now) ? closesAt(a.dueAt) : null;
}

/**
 * Releasing marks to students and taking them back, credit, feedback on an attempt, the
 * student's review of released work, and students' queries on a marking point.
 */
export function createReleaseService(db: Db, marking: MarkingService, deps: ReleaseDeps = {}) {
  const repo = createMarkingRepository(db);

  const loadAssignment = (user: AuthUser, id: number) => loadMarkableAssignment(db, user, id);

  /** The student's own attempt at the assignment, released; 404 when none was submitted. */
  async function releasedAttempt(user: AuthUser, id: number) {
    const schoolId = callerSchoolId(user, { missing: 'Assignment' });
    const found = await repo.attemptOf(id, user.id, schoolId);
    if (!found || !found.attempt.submittedAt) throw notFound('Submitted attempt');
    // Before release a student sees no mark, span or feedback at all: not even whether any exist.
    if (!found.attempt.releasedAt) throw conflict('marks_not_released', 'Your teacher has not released the marks yet');
    const a = await repo.findAssignment(id, schoolId);
    if (!a) throw notFound('Submitted attempt');
    return { ...found.attempt, schemeShownAt: a.schemeShownEarlyAt ? null : openUntil(a) };
  }

  async function requireAttempt(user: AuthUser, assignmentId: number, studentId: number) {
    const a = await loadAssignment(user, assignmentId);
    const found = await repo.attemptOf(assignmentId, studentId, a.schoolId);
    if (!found || !found.attempt.submittedAt) throw notFound('Submitted attempt');
    return { assignment: a, attempt: found.attempt };
  }

  return {
    /** POST /mafanswers/:id/finishes: releases every submitted attempt not yet released. */
    async release(user: AuthUser, id: number, confirm: boolean, showScheme = false): Promise<ReleaseResult> {
      const a = await loadAssignment(user, id);
      const needsReview = await repo.needsReviewCount(id, a.schoolId);
      const open = openUntil(a);
      if (open && !confirm) {
        throw new AppError(
          409,
          'work_still_open',
          `This work is still open until ${iso(open)}: students who submitted will see their marks and feedback at once, while others can still sit it. The mark scheme and correct answers are shown to students only once it closes. Confirm to release anyway`,
          { needs_review: needsReview, closes_at: iso(open) },
        );
      }
      if (needsReview > 0 && !confirm) {
        throw new AppError(
          409,
          'answers_need_review',
          `${needsReview} answer${needsReview === 1 ? '' : 's'} still need review: confirm to release anyway`,
          { needs_review: needsReview, closes_at: null },
        );
      }
      const released = await db.transaction(async (tx) => {
        const r = createMarkingRepository(tx);
        const rows = await r.release(id, a.schoolId, user.id);
        if (open) await r.showSchemeEarly(id, a.schoolId, showScheme);
        await notify(
          tx,
          rows.map((x) => x.studentId),
          {
            title: `Marked: ${a.title}`,
            body: 'Your marks and feedback are ready to review.',
            link: studentAssignmentPath(id),
          },
        );
        return rows;
      });
      if (deps.mail && released.length) {
        const messages = [];
        for (const row of released) {
          const u = await repo.userName(row.studentId);
          if (!u) continue;
          messages.push({
            to: u.email,
            subject: `Marked: ${a.title}`,
            text: `Hello ${u.name},\n\nYour marks and feedback for "${a.title}" are ready to review.\n\n${deps.publicUrl ?? ''}${studentAssignmentPath(id)}\n`,
          });
        }
        await deps.mail.sendMany(messages);
      }
      const latest = released[0]?.releasedAt ?? null;
      return {
        assignment_id: id,
        released_at: latest ? iso(latest) : null,
        attempts: released.length,
        needs_review: needsReview,
      };
    },

    /** POST /mafanswers/:id/unreleases: students no longer see the marks. */
    async unrelease(user: AuthUser, id: number): Promise<ReleaseResult> {
      const a = await loadAssignment(user, id);
      const rows = await repo.unrelease(id, a.schoolId);
      await repo.showSchemeEarly(id, a.schoolId, false);
      return {
        assignment_id: id,
        released_at: null,
        attempts: rows.length,
        needs_review: await repo.needsReviewCount(id, a.schoolId),
      };
    },

    /** POST /mafanswers/:id/nocredits */
    async setNoCredit(user: AuthUser, id: number, body: NoCreditBody): Promise<NoCreditResult> {
      const { attempt } = await requireAttempt(user, id, body.student_id);
      await repo.updateAttempt(attempt.id, { noCredit: body.no_credit });
      return { attempt_id: attempt.id, student_id: body.student_id, no_credit: body.no_credit };
    },

    /** POST /mafanswers/:id/feedback: feedback on a whole attempt, under its version. */
    async setFeedback(user: AuthUser, id: number, body: AttemptFeedbackBody): Promise<AttemptFeedback> {
      const { attempt } = await requireAttempt(user, id, body.student_id);
      const saved = await db.transaction(async (tx) => {
        const r = createMarkingRepository(tx);
        const current = await r.lockAttempt(attempt.id);
        if (current.feedbackVersion !== body.version) {
          const by = current.feedbackBy !== null ? await r.userName(current.feedbackBy) : null;
          throw new AppError(
            409,
            'stale_feedback',
            by ? `${by.name} changed this feedback meanwhile` : 'This feedback changed meanwhile',
            {
              current: {
                attempt_id: current.id,
                student_id: current.studentId,
                feedback: current.feedback,
                version: current.feedbackVersion,
                updated_at: current.feedbackAt ? iso(current.feedbackAt) : null,
                updated_by: by ? { id: by.id, name: by.name } : null,
              },
            },
          );
        }
        return r.updateAttempt(attempt.id, {
          feedback: body.feedback || null,
          feedbackVersion: current.feedbackVersion + 1,
          feedbackBy: user.id,
          feedbackAt: new Date(),
        });
      });
      return {
        attempt_id: saved.id,
        student_id: saved.studentId,
        feedback: saved.feedback,
        version: saved.feedbackVersion,
        updated_at: saved.feedbackAt ? iso(saved.feedbackAt) : null,
        updated_by: { id: user.id, name: user.name },
      };
    },

    /** GET /mafanswers/:id/review: the student's own released work. */
    async review(user: AuthUser, id: number): Promise<AttemptReview> {
      const attempt = await releasedAttempt(user, id);
      const a = (await repo.findAssignment(id, attempt.schoolId))!;
      const views = await repo.marksOfAttempt(attempt.id);
      const queries = await repo.queriesOfMarks(views.map((v) => v.mark.id));
      return {
        assignment_id: id,
        title: a.title,
        released_at: iso(attempt.releasedAt!),
        marks: views.reduce((s, v) => s + v.mark.marks, 0),
        max_marks: views.reduce((s, v) => s + v.mark.maxMarks, 0),
        no_credit: attempt.noCredit,
        feedback: attempt.feedback,
        scheme_shown_at: attempt.schemeShownAt ? iso(attempt.schemeShownAt) : null,
        questions: views.map((v) => {
          const stored = new Map((v.mark.points as StoredPointMark[]).map((p) => [p.id, p]));
          const correct = new Set(v.snapshot.markScheme.correct ?? []);
          // while others can still sit the work, the student sees marks and feedback, not the answers
          const hidden = attempt.schemeShownAt !== null;
          return {
            question_id: v.mark.questionId,
            position: v.position,
            text: v.snapshot.student.text,
            type: v.snapshot.student.type,
            answer: (v.answer ?? null) as AnswerValue,
            choices:
              v.snapshot.student.type === 'choice'
                ? (v.snapshot.student.choices ?? []).map((text, cid) => ({
                    id: cid,
                    text,
                    correct: hidden ? null : correct.has(cid),
                  }))
                : null,
            marks: v.mark.marks,
            max_marks: v.mark.maxMarks,
            override: v.mark.override,
            level: v.mark.level,
            feedback: v.mark.feedback,
            points: (hidden ? [] : numberedPoints(v.snapshot)).flatMap((p) => {
              const s = stored.get(p.id);
              if (!s) return [];
              const q = queries.find((x) => x.query.answerMarkId === v.mark.id && x.query.pointId === p.id);
              return [
                {
                  point_id: p.id,
                  number: p.number,
                  text: p.text,
                  marks: p.marks,
                  awarded: s.awarded,
                  // spans only of what earned marks: the engine's near misses stay with the teacher
                  matches: s.awarded ? s.matches.map((m) => ({ start: m.start, end: m.end, text: m.text })) : [],
                  query: q ? { id: q.query.id, status: q.query.status, reply: q.query.reply } : null,
                },
              ];
            }),
          };
        }),
      };
    },

    /** POST /mafanswers/:id/queries (student): a query on one point of a released answer. */
    async createQuery(user: AuthUser, id: number, body: CreateMarkQueryBody): Promise<StudentMarkQuery> {
      const attempt = await releasedAttempt(user, id);
      if (attempt.schemeShownAt)
        throw new AppError(
          409,
          'scheme_not_shown',
          `The mark scheme is shown once the work closes for everyone (${iso(attempt.schemeShownAt)}): query a mark then`,
          { scheme_shown_at: iso(attempt.schemeShownAt) },
        );
      const view = (await repo.marksOfAttempt(attempt.id)).find((v) => v.mark.questionId === body.question_id);
      if (!view) throw notFound('Question');
      if (!(view.mark.points as StoredPointMark[]).some((p) => p.id === body.point_id)) throw notFound('Marking point');
      const row = await repo.insertQuery({
        schoolId: attempt.schoolId,
        answerMarkId: view.mark.id,
        pointId: body.point_id,
        studentId: user.id,
        text: body.text,
      });
      if (!row) throw conflict('query_open', 'You already have an open query on this point');
      const a = (await repo.findAssignment(id, attempt.schoolId))!;
      const teachers = [a.createdBy, view.mark.updatedBy].filter((x): x is number => x !== null);
      await notify(db, teachers, {
        title: `A query on "${a.title}"`,
        body: `${user.name} queried a mark on question ${view.position}.`,
        link: teacherAssignmentPath(id),
      });
      return {
        id: row.id,
        question_id: body.question_id,
        point_id: row.pointId,
        text: row.text,
        status: row.status,
        reply: row.reply,
        created_at: iso(row.createdAt),
      };
    },

    /** GET /mafanswers/:id/queries (teacher): queries with the engine's trace. */
    async listQueries(user: AuthUser, id: number, openOnly: boolean): Promise<{ items: MarkQueryWithTrace[] }> {
      const a = await loadAssignment(user, id);
      const rows = await repo.queriesOfAssignment(id, a.schoolId, openOnly);
      const views = new Map(
        (await repo.marksByIds([...new Set(rows.map((r) => r.query.answerMarkId))])).map((v) => [v.mark.id, v]),
      );
      const open = await repo.openQueryCounts([...views.keys()]);
      const pointIds = [...views.values()].flatMap((v) => v.snapshot.markScheme.points.map((p) => p.id));
      const extras = await repo.extras(pointIds, []);
      return {
        items: rows.map((r) => {
          const v = views.get(r.query.answerMarkId)!;
          const point = v.snapshot.markScheme.points.find((p) => p.id === r.query.pointId);
          return {
            ...toMarkQuery(r, v.mark, point?.text ?? ''),
            answer: toAnswerMark(v, open.get(v.mark.id) ?? 0),
            phrases: [...(point?.phrases ?? []), ...(extras.machines.get(r.query.pointId) ?? [])],
          };
        }),
      };
    },

    /** PATCH /mafanswers/:id/queries/:rid: upheld awards the point and proposes the answer's phrase. */
    async decideQuery(user: AuthUser, id: number, rid: number, body: DecideMarkQueryBody): Promise<DecidedMarkQuery> {
      const a = await loadAssignment(user, id);
      const found = await repo.findQuery(rid, a.schoolId);
      if (!found || found.mark.assignmentId !== id) throw notFound('Query');
      if (found.query.status !== 'open') throw conflict('query_decided', 'This query was already answered');
      let answer;
      if (body.decision === 'upheld') {
        [answer] = await marking.change(
          user,
          id,
          [{ answer_id: found.mark.id, version: body.version }],
          { points: [{ point_id: found.query.pointId, awarded: true }] },
          'query-upheld',
        );
      }
      const decided = await repo.decideQuery(rid, {
        status: body.decision,
        reply: body.reply ?? null,
        decidedBy: user.id,
        decidedAt: new Date(),
      });
      let proposal: DecidedMarkQuery['proposal'] = null;
      if (body.decision === 'upheld') {
        try {
          const rows = await learnFromTeacher(db, user, found.mark.questionId, [found.mark.id], found.query.pointId);
          const p = rows.find((r) => r.markingPointId === found.query.pointId);
          if (p)
            proposal = {
              id: p.id,
              phrase: p.phrase,
              evidence:
                p.evidenceAnswers === null
                  ? null
                  : { correct: p.evidenceCorrect ?? 0, wrong: p.evidenceWrong ?? 0, answers: p.evidenceAnswers },
            };
        } catch (err) {
          deps.log?.error({ err }, 'learning from an upheld query failed');
        }
      }
      await notify(db, [found.query.studentId], {
        title: `Your query on "${a.title}" was ${body.decision}`,
        body: body.reply ?? null,
        link: studentAssignmentPath(id),
      });
      const [view] = await repo.marksByIds([found.mark.id]);
      const open = await repo.openQueryCounts([found.mark.id]);
      const student = await repo.userName(decided.studentId);
      const point = view!.snapshot.markScheme.points.find((p) => p.id === decided.pointId);
      return {
        query: toMarkQuery(
          { query: decided, deciderName: user.name, studentName: student?.name ?? '' },
          view!.mark,
          point?.text ?? '',
        ),
        answer: answer ?? toAnswerMark(view!, open.get(found.mark.id) ?? 0),
        proposal,
      };
    },
  };
}
