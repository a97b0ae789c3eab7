import type { LiveCourseTree, LiveScoreRow, LiveScoreTable } from '@markwell/contracts';
import { LIVE_SCORE_ATTENTION_BELOW, LIVE_SCORE_WINDOW, mean, meanPercent } from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { createDashboardsScope } from './dashboards.policy';
import type { GroupCourseRow } from './dashboards.repository';
import { indexStudentLessons, scoresOn, scoreTree, type StudentLessonIndex } from './student-lessons';

/** Live-score figures of a set of students on a set of lessons. */
function liveFigures(index: StudentLessonIndex, studentIds: readonly number[], lessonIds: ReadonlySet<number>) {
  const all: number[] = [];
  const lessonsWithData = new Set<number>();
  let withData = 0;
  let below = 0;
  for (const student of studentIds) {
    const scores = scoresOn(index, student, lessonIds);
    if (scores.length === 0) continue;
    withData++;
    all.push(...scores);
    for (const [lesson, work] of index.get(student) ?? [])
      if (work.score !== null && lessonIds.has(lesson)) lessonsWithData.add(lesson);
    if ((mean(scores) ?? 0) < LIVE_SCORE_ATTENTION_BELOW) below++;
  }
  return {
    students: studentIds.length,
    students_with_data: withData,
    average: meanPercent(all),
    lessons_with_data: lessonsWithData.size,
    below_threshold: below,
  };
}

/**
 * Live scores: a student's live score on a lesson is the Live Score (SPEC 9) of their last 12
 * questions answered on it, in submitted work for credit (marks as they stand) and in practice
 * and revision (the teacher's mark once reviewed, else the engine's), in the order answered.
 */
export function createLiveDataService(db: Db) {
  const scope = createDashboardsScope(db);
  const { repo } = scope;

  /** Everything the subject tables read, in four statements. */
  async function subjectBasis(user: AuthUser, subjectId: number) {
    const courses = await scope.subjectGroupCourses(user, subjectId);
    const groupIds = [...new Set(courses.map((c) => c.group_id))];
    const courseIds = [...new Set(courses.map((c) => c.course_id))];
    const students = await repo.studentsOfGroups(groupIds);
    const places = await repo.lessonPlaces(courseIds);
    const rows = await repo.studentLessons(
      user.schoolId!,
      [...new Set(students.map((s) => s.student_id))],
      courseIds,
      LIVE_SCORE_WINDOW,
    );
    const lessonsOf = (courseIdsOf: Iterable<number>) => {
      const wanted = new Set(courseIdsOf);
      return new Set(places.filter((p) => wanted.has(p.course_id)).map((p) => p.lesson_id));
    };
    const studentsOf = (groupId: number) => students.filter((s) => s.group_id === groupId);
    return { courses, students, studentsOf, lessonsOf, index: indexStudentLessons(rows) };
  }

  const groupsIn = (courses: GroupCourseRow[]) => [
    ...new Map(courses.map((c) => [c.group_id, { id: c.group_id, name: c.group_name }])).values(),
  ];

  return {
    /** One row per class of the subject: its students' live scores over the class's courses. */
    async subjectSummary(user: AuthUser, subjectId: number): Promise<LiveScoreTable> {
      const b = await subjectBasis(user, subjectId);
      const rows: LiveScoreRow[] = groupsIn(b.courses).map((g) => ({
        id: g.id,
        name: g.name,
        group_id: null,
        ...liveFigures(
          b.index,
          b.studentsOf(g.id).map((s) => s.student_id),
          b.lessonsOf(b.courses.filter((c) => c.group_id === g.id).map((c) => c.course_id)),
        ),
      }));
      return { subject: subjectId, threshold: LIVE_SCORE_ATTENTION_BELOW, rows };
    },

    /**
     * The subject broken down: `groups` each class by course (id: the course, group_id: the
     * class), `courses` each course over all the caller's classes following it, `students` each
     * student of those classes (id: the student, group_id: their class).
     */
    async subjectBreakdown(
      user: AuthUser,
      subjectId: number,
      type: 'groups' | 'courses' | 'students',
    ): Promise<LiveScoreTable> {
      const b = await subjectBasis(user, subjectId);
      let rows: LiveScoreRow[];
      if (type === 'groups') {
        rows = b.courses.map((c) => ({
          id: c.course_id,
          name: c.course_name,
          group_id: c.group_id,
          ...liveFigures(
            b.index,
            b.studentsOf(c.group_id).map((s) => s.student_id),
            b.lessonsOf([c.course_id]),
          ),
        }));
      } else if (type === 'courses') {
        const courses = [...new Map(b.courses.map((c) => [c.course_id, c.course_name])).entries()];
        rows = courses.map(([id, name]) => {
          const groupIds = new Set(b.courses.filter((c) => c.course_id === id).map((c) => c.group_id));
          const students = [...new Set(b.students.filter((s) => groupIds.has(s.group_id)).map((s) => s.student_id))];
          return { id, name, group_id: null, ...liveFigures(b.index, students, b.lessonsOf([id])) };
        });
      } else {
        rows = b.students.map((s) => ({
          id: s.student_id,
          name: s.name,
          group_id: s.group_id,
          ...liveFigures(
            b.index,
            [s.student_id],
            b.lessonsOf(b.courses.filter((c) => c.group_id === s.group_id).map((c) => c.course_id)),
          ),
        }));
      }
      return { subject: subjectId, threshold: LIVE_SCORE_ATTENTION_BELOW, rows };
    },

    /**
     * The course tree with a live score per lesson: the student's own, or with no student the
     * mean of the class's students' scores; topics, chapters and the course average their
     * lessons with data.
     */
    async studentCourse(
      user: AuthUser,
      q: { group: number; course: number; student?: number | undefined },
    ): Promise<LiveCourseTree> {
      const { group, course } = await scope.assertGroupCourse(user, q.group, q.course);
      const classStudents = await repo.studentsOfGroups([group.id]);
      let studentIds = classStudents.map((s) => s.student_id);
      let student: { id: number; name: string } | null = null;
      if (q.student !== undefined) {
        const found = await scope.assertStudent(user, q.student);
        // A student of the school who is not in this class: not found in it.
        if (!studentIds.includes(found.id)) throw notFound('Student');
        student = { id: found.id, name: found.name };
        studentIds = [found.id];
      }
      const places = await repo.lessonPlaces([course.id]);
      const index = indexStudentLessons(
        await repo.studentLessons(user.schoolId!, studentIds, [course.id], LIVE_SCORE_WINDOW),
      );

      const { chapters, score } = scoreTree(places, index, studentIds);
      return {
        group,
        course,
        student,
        score,
        chapters,
      };
    },
  };
}
