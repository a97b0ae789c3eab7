import type {
  CheckedPracticeAnswer,
  PracticeReviewCount,
  PracticeReviewList,
  PracticeReviewResult,
} from '@markwell/contracts';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { callerSchoolId } from '../../lib/access';
import { badRequest, notFound } from '../../lib/errors';
import { numberedPoints } from '../marking/index';
import { answerAsText } from '../../lib/answer-text';
import { notify } from '../notifications/index';
import { createSchoolScope } from '../schools/index';
import { createPracticeReviewRepository } from './practice-review.repository';

/** Checked answers a lesson shows its student at most (the latest checks). */
export const CHECKED_ON_LESSON_MAX = 20;

const iso = (d: Date | string) => new Date(d).toISOString();

/** The student's own practice answers on a lesson that a teacher checked (for the lesson page). */
export async function checkedPracticeAnswers(
  db: Db,
  studentId: number,
  lessonId: number,
): Promise<CheckedPracticeAnswer[]> {
  const rows = await createPracticeReviewRepository(db).checkedOn(studentId, lessonId, CHECKED_ON_LESSON_MAX);
  return rows.map((r) => ({ ...r, reviewed_at: iso(r.reviewed_at) }));
}

/**
 * Teachers review the practice answers the engine was unsure of: a teacher the answers of the
 * classes they teach, a school admin those of every class of the school. The teacher's mark
 * replaces the engine's wherever the answer counts; the engine's own mark is kept.
 */
export function createPracticeReviewService(db: Db) {
  const repo = createPracticeReviewRepository(db);
  const scope = createSchoolScope(db);

  return {
    /** Each of the caller's classes with how many of its answers wait for review. */
    async counts(user: AuthUser): Promise<PracticeReviewCount[]> {
      callerSchoolId(user);
      return repo.waitingCounts(await scope.groupIdsOf(user));
    },

    /** The class's answers waiting for review, newest first. */
    async list(user: AuthUser, groupId: number): Promise<PracticeReviewList> {
      const group = await scope.assertGroup(user, groupId);
      const rows = await repo.waitingOf(groupId);
      return {
        group: { id: group.id, name: group.name },
        total: rows[0]?.total ?? 0,
        items: rows.map((r) => {
          const s = r.snapshot.student;
          const correct = r.snapshot.markScheme.correct;
          return {
            id: r.id,
            student: { id: r.student_id, name: r.student_name },
            lesson: { id: r.lesson_id, name: r.lesson_name },
            question_id: r.question_id,
            question_text: s.text,
            question_type: s.type,
            answer_text: answerAsText(r.snapshot, r.answer),
            engine_marks: r.engine_marks,
            max_marks: r.max_marks,
            self_assessment: r.self_assessment,
            answered_at: iso(r.answered_at),
            marking_points: numberedPoints(r.snapshot).map((p) => ({ number: p.number, text: p.text, marks: p.marks })),
            correct_choices: s.type === 'choice' ? (correct ?? []).map((i) => s.choices?.[i] ?? `#${i}`) : null,
          };
        }),
      };
    },

    /**
     * Confirms or changes the engine's mark of a practice answer and tells the student. An answer
     * of another school, or of a student the teacher does not teach on that course, is 404.
     */
    async review(user: AuthUser, id: number, marks: number): Promise<PracticeReviewResult> {
      const schoolId = callerSchoolId(user);
      const groupIds = user.role === 'schooladmin' ? null : await scope.groupIdsOf(user);
      const answer = await repo.answerFor(id, schoolId, groupIds);
      if (!answer) throw notFound('Practice answer');
      if (marks > answer.max_marks) {
        const message = `The mark must be between 0 and ${answer.max_marks}.`;
        throw badRequest('marks_out_of_range', message, { errors: [{ path: 'body.marks', message }] });
      }
      const row = await db.transaction(async (tx) => {
        const saved = await createPracticeReviewRepository(tx).review(id, {
          marks,
          reviewedBy: user.id,
          at: new Date(),
        });
        await notify(tx, [answer.student_id], {
          title: `Your teacher checked your practice answer on “${answer.lesson_name}”`,
          body:
            marks === answer.engine_marks
              ? `Your mark of ${marks}/${answer.max_marks} stands.`
              : `Your mark is now ${marks}/${answer.max_marks} (it was ${answer.engine_marks}/${answer.max_marks}).`,
          link: `/student/learn/lessons/${answer.lesson_id}`,
        });
        return saved;
      });
      return {
        id: row.id,
        engine_marks: row.engineMarks,
        teacher_marks: row.teacherMarks!,
        max_marks: row.maxMarks,
        reviewed_at: row.reviewedAt!.toISOString(),
      };
    },
  };
}
