import { eq, sql, type SQL } from 'drizzle-orm';
import { PRACTICE_REVIEW_LIST_MAX } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { practiceAnswers, type QuestionVersionSnapshot, type SelfAssessment } from '../../db/schema/index';
import { intArray, rowsOf } from '../../db/sql';

/**
 * Whether practice answer `pa` is the work of a student of class `g` on a lesson of a course the
 * class follows (a curriculum of the class, of its qualification when it has one).
 */
const inClassWork = (group: SQL) => sql`exists (
  select 1 from group_students gs
  join school_groups g on g.id = gs.group_id and g.active
  join lessons l on l.id = pa.lesson_id
  join topics t on t.id = l.topic_id
  join chapters ch on ch.id = t.chapter_id
  join courses co on co.id = ch.course_id
  join group_curricula gc on gc.group_id = g.id and gc.curricula_id = co.curricula_id
  where gs.student_id = pa.student_id and ${group}
    and g.school_id = pa.school_id
    and (g.qualification_id is null or g.qualification_id = co.qualification_id))`;

/**
 * Waiting for the teacher: answers the engine was unsure of that the student then compared with
 * the model answer. The engine is unsure of most free text, so a list of every unsure answer
 * would bury the ones a student has a view on; an answer the student did not compare keeps the
 * engine's mark, as exam marks do until a teacher looks.
 */
const waiting = sql`pa.needs_review and pa.reviewed_at is null and pa.self_assessment is not null`;

export interface ReviewRow {
  id: number;
  student_id: number;
  student_name: string;
  lesson_id: number;
  lesson_name: string;
  question_id: number;
  answer: string | number[] | number | null;
  engine_marks: number;
  max_marks: number;
  self_assessment: SelfAssessment | null;
  answered_at: Date | string;
  snapshot: QuestionVersionSnapshot;
  total: number;
}

/** Teachers' review of the practice answers the engine was unsure of. */
export function createPracticeReviewRepository(db: Db) {
  return {
    /** The class's answers waiting for review, newest first (at most the list cap), with their total. */
    async waitingOf(groupId: number) {
      return rowsOf<ReviewRow>(
        db,
        sql`select pa.id, pa.student_id, u.name as student_name, pa.lesson_id, l.name as lesson_name, pa.question_id,
            pa.answer, pa.engine_marks, pa.max_marks, pa.self_assessment, pa.answered_at, qv.snapshot,
            count(*) over ()::int as total
          from practice_answers pa
          join users u on u.id = pa.student_id
          join lessons l on l.id = pa.lesson_id
          join question_versions qv on qv.id = pa.question_version_id
          where pa.school_id = (select school_id from school_groups where id = ${groupId})
            and ${waiting} and ${inClassWork(sql`g.id = ${groupId}`)}
          order by pa.answered_at desc, pa.id desc
          limit ${PRACTICE_REVIEW_LIST_MAX}`,
      );
    },

    /** For each class given: its name and how many of its answers wait for review. */
    async waitingCounts(groupIds: number[]) {
      if (groupIds.length === 0) return [];
      return rowsOf<{ group_id: number; group_name: string; to_review: number }>(
        db,
        sql`select g0.id as group_id, g0.name as group_name,
            (select count(*) from practice_answers pa
              where pa.school_id = g0.school_id and ${waiting} and ${inClassWork(sql`g.id = g0.id`)})::int as to_review
          from school_groups g0
          where g0.id = any(${intArray(groupIds)}) and g0.active
          order by g0.name, g0.id`,
      );
    },

    /**
     * The answer, if it is of the school and (when `groupIds` is given) the work of a student of
     * one of those classes on a course the class follows.
     */
    async answerFor(id: number, schoolId: number, groupIds: number[] | null) {
      const [row] = await rowsOf<{
        id: number;
        student_id: number;
        lesson_id: number;
        lesson_name: string;
        engine_marks: number;
        max_marks: number;
      }>(
        db,
        sql`select pa.id, pa.student_id, pa.lesson_id, l.name as lesson_name, pa.engine_marks, pa.max_marks
          from practice_answers pa join lessons l on l.id = pa.lesson_id
          where pa.id = ${id} and pa.school_id = ${schoolId}
            ${groupIds === null ? sql`` : sql`and ${inClassWork(sql`g.id = any(${intArray(groupIds)})`)}`}`,
      );
      return row ?? null;
    },

    /** The student's answers on the lesson a teacher checked, latest check first (at most `limit`). */
    async checkedOn(studentId: number, lessonId: number, limit: number) {
      return rowsOf<{
        id: number;
        question_id: number;
        question_text: string;
        engine_marks: number;
        teacher_marks: number;
        max_marks: number;
        reviewed_at: Date | string;
      }>(
        db,
        sql`select pa.id, pa.question_id, qv.snapshot->'student'->>'text' as question_text, pa.engine_marks,
            pa.teacher_marks, pa.max_marks, pa.reviewed_at
          from practice_answers pa join question_versions qv on qv.id = pa.question_version_id
          where pa.student_id = ${studentId} and pa.lesson_id = ${lessonId} and pa.reviewed_at is not null
            and pa.teacher_marks is not null
          order by pa.reviewed_at desc, pa.id desc
          limit ${limit}`,
      );
    },

    async review(id: number, v: { marks: number; reviewedBy: number; at: Date }) {
      const [row] = await db
        .update(practiceAnswers)
        .set({ teacherMarks: v.marks, reviewedBy: v.reviewedBy, reviewedAt: v.at })
        .where(eq(practiceAnswers.id, id))
        .returning({
          id: practiceAnswers.id,
          engineMarks: practiceAnswers.engineMarks,
          teacherMarks: practiceAnswers.teacherMarks,
          maxMarks: practiceAnswers.maxMarks,
          reviewedAt: practiceAnswers.reviewedAt,
        });
      return row!;
    },
  };
}
