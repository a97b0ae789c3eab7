import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray, rowsOf } from '../../db/sql';

/** `(1, 2, 3)` for an IN list; `(null)` for none, which matches nothing. */
export function idList(ids: readonly number[]): SQL {
  if (ids.length === 0) return sql`(null)`;
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

export interface GroupCourseRow {
  group_id: number;
  group_name: string;
  course_id: number;
  course_name: string;
  qualification_id: number;
  qualification_name: string;
  lessons: number;
}

export interface LessonPlaceRow {
  course_id: number;
  chapter_id: number;
  chapter_name: string;
  topic_id: number;
  topic_name: string;
  checkpoint_id: number | null;
  lesson_id: number;
  lesson_name: string;
  url: string;
}

export interface StudentLessonRow {
  student_id: number;
  lesson_id: number;
  /** Released marks cover the lesson too ("assessed"). */
  assessed: boolean;
  /** The last answers of the lesson (at most the live-score window), oldest first. */
  marks: number[];
  maxes: number[];
}

/**
 * The lessons of a course: lessons -> topics -> chapters. Used as a subquery so every figure
 * reads only the questions placed on the courses asked about.
 */
const lessonsOfCourses = (courseIds: readonly number[]) => sql`(select l.id from lessons l
  join topics t on t.id = l.topic_id join chapters ch on ch.id = t.chapter_id
  where ch.course_id in ${idList(courseIds)})`;

/** A Postgres int[] literal bound as one parameter. */

/**
 * Set work and practice on the lessons of `lessons` (a subquery of lesson ids), merged in the
 * order answered and cut to the last `window` scorable answers per student and lesson.
 */
function readStudentLessonsWith(db: Db) {
  return (schoolId: number, studentIds: readonly number[], lessons: SQL, window: number) =>
    rowsOf<StudentLessonRow>(
      db,
      sql`with work as (
            select a.student_id, q.lesson_id, m.marks, m.max_marks, a.released_at is not null as released,
              coalesce(ans.saved_at, a.submitted_at) as at, 0 as kind, a.id as ref, m.question_id as question_id
            from attempts a
            join assignments asg on asg.id = a.assignment_id and asg.school_id = a.school_id and asg.deleted_at is null
            join answer_marks m on m.attempt_id = a.id and m.school_id = a.school_id
            join questions q on q.id = m.question_id
            left join answers ans on ans.attempt_id = a.id and ans.question_id = m.question_id
            where a.school_id = ${schoolId} and a.submitted_at is not null and not a.no_credit
              and a.student_id in ${idList(studentIds)}
              and q.lesson_id in ${lessons}
            union all
            select p.student_id, p.lesson_id, p.marks, p.max_marks, false, p.answered_at, 1, p.id, p.question_id
            from unnest(${intArray(studentIds)}) s(id)
            cross join ${lessons} l
            cross join lateral (
              select pa.student_id, pa.lesson_id, coalesce(pa.teacher_marks, pa.engine_marks) as marks, pa.max_marks,
                pa.answered_at, pa.id, pa.question_id
              from practice_answers pa
              where pa.student_id = s.id and pa.lesson_id = l.id and pa.school_id = ${schoolId} and pa.max_marks > 0
              order by pa.answered_at desc, pa.id desc
              limit ${window}
            ) p
          ), ranked as (
            select work.*, row_number() over (
                partition by student_id, lesson_id, (max_marks > 0)
                order by at desc, kind desc, ref desc, question_id desc
              ) as recent
            from work
          )
          select student_id, lesson_id, bool_or(released) as assessed,
            coalesce(array_agg(marks order by recent desc) filter (where max_marks > 0 and recent <= ${window}), '{}') as marks,
            coalesce(array_agg(max_marks order by recent desc) filter (where max_marks > 0 and recent <= ${window}), '{}') as maxes
          from ranked group by student_id, lesson_id`,
    );
}

/**
 * Reads of the dashboards' shared basis: classes and their courses, the course trees, and what
 * each student answered on each lesson. Every statement is set-based (no query per row) and
 * filtered by school first.
 */
export function createDashboardsRepository(db: Db) {
  const readStudentLessons = readStudentLessonsWith(db);
  return {
    /**
     * The courses each class follows (its curricula, within its qualification when it has one),
     * optionally only of one subject, with the number of lessons of each course.
     */
    async groupCourses(groupIds: readonly number[], subjectId?: number): Promise<GroupCourseRow[]> {
      if (groupIds.length === 0) return [];
      const bySubject = subjectId === undefined ? sql`` : sql`and cu.subject_id = ${subjectId}`;
      return rowsOf<GroupCourseRow>(
        db,
        sql`select g.id as group_id, g.name as group_name, c.id as course_id, c.name as course_name,
              q.id as qualification_id, q.name as qualification_name,
              (select count(*) from lessons l join topics t on t.id = l.topic_id
                 join chapters ch on ch.id = t.chapter_id where ch.course_id = c.id)::int as lessons
            from school_groups g
            join group_curricula gc on gc.group_id = g.id
            join courses c on c.curricula_id = gc.curricula_id
              and (g.qualification_id is null or g.qualification_id = c.qualification_id)
            join curricula cu on cu.id = c.curricula_id
            join qualifications q on q.id = c.qualification_id
            where g.id in ${idList(groupIds)} and g.active ${bySubject}
            order by g.name, g.id, c.position, c.id`,
      );
    },

    /** Classes of the list following a curriculum of the subject, by name. */
    async groupsOfSubject(groupIds: readonly number[], subjectId: number) {
      if (groupIds.length === 0) return [];
      return rowsOf<{ id: number; name: string }>(
        db,
        sql`select g.id, g.name from school_groups g
            where g.id in ${idList(groupIds)} and g.active and exists (
              select 1 from group_curricula gc join curricula cu on cu.id = gc.curricula_id
              where gc.group_id = g.id and cu.subject_id = ${subjectId})
            order by g.name, g.id`,
      );
    },

    /** The active students of classes, by class then name. */
    async studentsOfGroups(groupIds: readonly number[]) {
      if (groupIds.length === 0) return [];
      return rowsOf<{ group_id: number; student_id: number; name: string }>(
        db,
        sql`select gs.group_id, u.id as student_id, u.name from group_students gs
            join users u on u.id = gs.student_id
            where gs.group_id in ${idList(groupIds)} and u.kind = 'student' and u.active
            order by gs.group_id, u.name, u.id`,
      );
    },

    /** Every lesson of the courses with its topic and chapter, in course order. */
    async lessonPlaces(courseIds: readonly number[]): Promise<LessonPlaceRow[]> {
      if (courseIds.length === 0) return [];
      return rowsOf<LessonPlaceRow>(
        db,
        sql`select ch.course_id, ch.id as chapter_id, ch.name as chapter_name, t.id as topic_id,
              t.name as topic_name, t.checkpoint_id, l.id as lesson_id, l.name as lesson_name, l.url
            from lessons l join topics t on t.id = l.topic_id join chapters ch on ch.id = t.chapter_id
            where ch.course_id in ${idList(courseIds)}
            order by ch.course_id, ch.position, ch.id, t.position, t.id, l.position, l.id`,
      );
    },

    /**
     * What each student answered on each lesson of the courses: the marks of their submitted
     * attempts for credit at assignments of the school (as they stand) and their practice and
     * revision answers (a teacher's mark when one reviewed it, else the engine's; a student's
     * self-assessment never changes a mark). One row per student and lesson answered: whether
     * released marks cover it, and its last `window` scorable answers (questions with marks
     * available) in the order answered, oldest first. The window is cut in SQL so the rows read
     * stay bounded however long a class has worked: practice answers are read at most `window`
     * per student and lesson, newest first, through the (student, lesson, time) index.
     */
    async studentLessons(
      schoolId: number,
      studentIds: readonly number[],
      courseIds: readonly number[],
      window: number,
    ): Promise<StudentLessonRow[]> {
      if (studentIds.length === 0 || courseIds.length === 0) return [];
      return readStudentLessons(schoolId, studentIds, lessonsOfCourses(courseIds), window);
    },

    /** As `studentLessons`, on the lessons given (a student's own lessons, their revision cards'). */
    async studentLessonsOn(
      schoolId: number,
      studentIds: readonly number[],
      lessonIds: readonly number[],
      window: number,
    ): Promise<StudentLessonRow[]> {
      if (studentIds.length === 0 || lessonIds.length === 0) return [];
      return readStudentLessons(schoolId, studentIds, sql`(select unnest(${intArray(lessonIds)}) as id)`, window);
    },

    /**
     * As `studentLessons`, for one student on every lesson they have a revision card on: what
     * revision's choice of low-scoring lessons reads, without waiting for the cards themselves.
     */
    async studentLessonsOfCards(schoolId: number, studentId: number, window: number): Promise<StudentLessonRow[]> {
      return readStudentLessons(
        schoolId,
        [studentId],
        sql`(select distinct rc.lesson_id as id from revision_cards rc
              where rc.student_id = ${studentId} and rc.school_id = ${schoolId})`,
        window,
      );
    },

    /**
     * The lessons of the courses each student has completed (lesson_completions: a tutorial read,
     * practice to the end, or set work handed in for credit): the dashboards' completion.
     */
    async completedLessons(schoolId: number, studentIds: readonly number[], courseIds: readonly number[]) {
      if (studentIds.length === 0 || courseIds.length === 0) return [];
      return rowsOf<{ student_id: number; lesson_id: number }>(
        db,
        sql`select lc.student_id, lc.lesson_id from lesson_completions lc
            where lc.school_id = ${schoolId} and lc.student_id in ${idList(studentIds)}
              and lc.lesson_id in ${lessonsOfCourses(courseIds)}`,
      );
    },
  };
}

export type DashboardsRepository = ReturnType<typeof createDashboardsRepository>;
