import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { intArray } from '../../db/sql';
import {
  assignmentLessons,
  groupStudents,
  groupTeachers,
  lessons,
  schoolGroups,
  topics,
  type QuestionVersionSnapshot,
} from '../../db/schema/index';

/** Rows of a raw statement, the same on node-postgres and PGlite. */
async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Wrong practice answers read at most for one lesson and class: the newest ones. */
export const WRONG_ANSWERS_READ = 2000;

/**
 * Queries of practice set as work: the lessons an assignment sets, and the students' completions
 * and practice answers on them. Kept apart from the exam queries of the assignments repository.
 */
export function createPracticeRepository(db: Db) {
  return {
    /** The set lessons of several assignments of one school, by assignment, in order. */
    async lessonsOf(assignmentIds: number[], schoolId: number) {
      const byAssignment = new Map<number, { lessonId: number; name: string; topicName: string }[]>();
      if (assignmentIds.length === 0) return byAssignment;
      const rows = await db
        .select({
          assignmentId: assignmentLessons.assignmentId,
          lessonId: lessons.id,
          name: lessons.name,
          topicName: topics.name,
        })
        .from(assignmentLessons)
        .innerJoin(lessons, eq(lessons.id, assignmentLessons.lessonId))
        .innerJoin(topics, eq(topics.id, lessons.topicId))
        .where(and(eq(assignmentLessons.schoolId, schoolId), inArray(assignmentLessons.assignmentId, assignmentIds)))
        .orderBy(asc(assignmentLessons.position), asc(lessons.id));
      for (const { assignmentId, ...lesson } of rows) {
        const list = byAssignment.get(assignmentId) ?? [];
        list.push(lesson);
        byAssignment.set(assignmentId, list);
      }
      return byAssignment;
    },

    /** The lessons among ids that exist. */
    async lessonsIn(ids: number[]) {
      if (!ids.length) return new Set<number>();
      const rows = await db.select({ id: lessons.id }).from(lessons).where(inArray(lessons.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    /** The lessons of a topic in order, or null when there is no such topic. */
    async topicLessons(topicId: number) {
      const [topic] = await db.select({ id: topics.id }).from(topics).where(eq(topics.id, topicId));
      if (!topic) return null;
      const rows = await db
        .select({ id: lessons.id })
        .from(lessons)
        .where(eq(lessons.topicId, topicId))
        .orderBy(asc(lessons.position), asc(lessons.id));
      return rows.map((r) => r.id);
    },

    /** "Practice: <topic>", or "Practice: <first lesson>" (and how many more). */
    async defaultTitle(topicId: number | null, lessonIds: number[]) {
      if (topicId !== null) {
        const [t] = await db.select({ name: topics.name }).from(topics).where(eq(topics.id, topicId));
        if (t) return `Practice: ${t.name}`;
      }
      const [first] = await db
        .select({ name: lessons.name })
        .from(lessons)
        .where(eq(lessons.id, lessonIds[0] ?? 0));
      const more = lessonIds.length - 1;
      return `Practice: ${first?.name ?? 'lessons'}${more > 0 ? ` and ${more} more` : ''}`.slice(0, 200);
    },

    async replaceLessons(assignmentId: number, schoolId: number, lessonIds: number[]) {
      await db
        .delete(assignmentLessons)
        .where(and(eq(assignmentLessons.schoolId, schoolId), eq(assignmentLessons.assignmentId, assignmentId)));
      if (lessonIds.length)
        await db
          .insert(assignmentLessons)
          .values(lessonIds.map((lessonId, position) => ({ schoolId, assignmentId, lessonId, position })));
    },

    /**
     * Each student's standing on each lesson: whether they completed it, how many practice answers
     * they gave, and the marks of their last 12 (newest first; a teacher's mark over the engine's).
     */
    async progress(schoolId: number, studentIds: number[], lessonIds: number[]) {
      const key = (studentId: number, lessonId: number) => `${studentId}:${lessonId}`;
      const completed = new Set<string>();
      const answers = new Map<string, { count: number; marks: number[]; maxes: number[] }>();
      if (!studentIds.length || !lessonIds.length) return { completed, answers, key };
      const [done, scored] = await Promise.all([
        rowsOf<{ student_id: number; lesson_id: number }>(
          db,
          sql`select student_id, lesson_id from lesson_completions
            where school_id = ${schoolId} and student_id = any(${intArray(studentIds)}) and lesson_id = any(${intArray(lessonIds)})`,
        ),
        rowsOf<{ student_id: number; lesson_id: number; n: number; marks: number[]; maxes: number[] }>(
          db,
          sql`select student_id, lesson_id, max(total)::int as n,
                array_agg(m order by answered_at desc, id desc) filter (where k <= 12 and max_marks > 0) as marks,
                array_agg(max_marks order by answered_at desc, id desc) filter (where k <= 12 and max_marks > 0) as maxes
              from (select id, student_id, lesson_id, answered_at, max_marks,
                      coalesce(teacher_marks, engine_marks) as m,
                      count(*) over (partition by student_id, lesson_id) as total,
                      row_number() over (partition by student_id, lesson_id, (max_marks > 0) order by answered_at desc, id desc) as k
                    from practice_answers
                    where school_id = ${schoolId} and student_id = any(${intArray(studentIds)})
                      and lesson_id = any(${intArray(lessonIds)})) x
              group by student_id, lesson_id`,
        ),
      ]);
      for (const r of done) completed.add(key(Number(r.student_id), Number(r.lesson_id)));
      for (const r of scored)
        answers.set(key(Number(r.student_id), Number(r.lesson_id)), {
          count: Number(r.n),
          marks: (r.marks ?? []).map(Number),
          maxes: (r.maxes ?? []).map(Number),
        });
      return { completed, answers, key };
    },

    /** A class of the school with whether the teacher teaches it; null when not the school's. */
    async group(groupId: number, schoolId: number, teacherId: number) {
      const [row] = await db
        .select({
          id: schoolGroups.id,
          taught: sql<boolean>`exists (select 1 from ${groupTeachers} where ${groupTeachers.groupId} = ${schoolGroups.id}
            and ${groupTeachers.teacherId} = ${teacherId})`,
        })
        .from(schoolGroups)
        .where(and(eq(schoolGroups.id, groupId), eq(schoolGroups.schoolId, schoolId)));
      return row ?? null;
    },

    async lessonExists(lessonId: number) {
      const [row] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId));
      return row !== undefined;
    },

    /**
     * The newest practice answers (at most WRONG_ANSWERS_READ) the class's students gave on a
     * lesson that did not earn full marks, with the version they were marked on.
     */
    async wrongAnswers(lessonId: number, groupId: number, schoolId: number) {
      return rowsOf<{
        student_id: number;
        question_id: number;
        version_id: number;
        answer: string | number[] | number | null;
        marks: number;
        max_marks: number;
        snapshot: QuestionVersionSnapshot;
      }>(
        db,
        sql`select pa.student_id, pa.question_id, pa.question_version_id as version_id, pa.answer,
              coalesce(pa.teacher_marks, pa.engine_marks) as marks, pa.max_marks, qv.snapshot
            from practice_answers pa
            join question_versions qv on qv.id = pa.question_version_id
            where pa.school_id = ${schoolId} and pa.lesson_id = ${lessonId}
              and coalesce(pa.teacher_marks, pa.engine_marks) < pa.max_marks
              and pa.student_id in (select ${groupStudents.studentId} from ${groupStudents} where ${groupStudents.groupId} = ${groupId})
            order by pa.answered_at desc, pa.id desc
            limit ${WRONG_ANSWERS_READ}`,
      );
    },
  };
}

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
