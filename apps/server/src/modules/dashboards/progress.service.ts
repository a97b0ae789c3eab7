import type { ProgressRow, ProgressStudentTable, ProgressSummaryRow } from '@markwell/contracts';
import { LIVE_SCORE_WINDOW, completionOf, meanPercent } from '@markwell/domain/progress/index';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { createDashboardsScope } from './dashboards.policy';
import type { GroupCourseRow, LessonPlaceRow } from './dashboards.repository';
import { indexStudentLessons, type StudentLessonIndex } from './student-lessons';

/**
 * Lessons of `lessonIds` the students completed (any of them), and lessons covered by set work
 * whose marks were released.
 */
function coverage(index: StudentLessonIndex, studentIds: readonly number[], lessonIds: readonly number[]) {
  let covered = 0;
  let assessed = 0;
  for (const lesson of lessonIds) {
    const works = studentIds.map((s) => index.get(s)?.get(lesson)).filter((w) => w !== undefined);
    if (works.some((w) => w!.completed)) covered++;
    if (works.some((w) => w!.assessed)) assessed++;
  }
  return { covered, assessed };
}

/**
 * Progress: how much of each course a class (or student) has covered. Completion is the share of
 * the course's lessons completed (lesson_completions: a tutorial marked read, every practice
 * question answered, or set work for credit handed in with a question placed on the lesson; ADR
 * 0049). Completion assessed keeps its meaning: the share covered by set work whose marks were
 * released.
 */
export function createProgressService(db: Db) {
  const scope = createDashboardsScope(db);
  const { repo } = scope;

  /** Per class and course of the subject: lessons, covered and covered-assessed. */
  async function classCourseCoverage(user: AuthUser, subjectId: number) {
    const courses = await scope.subjectGroupCourses(user, subjectId);
    const groupIds = [...new Set(courses.map((c) => c.group_id))];
    const courseIds = [...new Set(courses.map((c) => c.course_id))];
    const students = await repo.studentsOfGroups(groupIds);
    const places = await repo.lessonPlaces(courseIds);
    const everyStudent = [...new Set(students.map((s) => s.student_id))];
    const index = indexStudentLessons(
      await repo.studentLessons(user.schoolId!, everyStudent, courseIds, LIVE_SCORE_WINDOW),
      await repo.completedLessons(user.schoolId!, everyStudent, courseIds),
    );
    return courses.map((c: GroupCourseRow) => {
      const lessonIds = places.filter((p) => p.course_id === c.course_id).map((p) => p.lesson_id);
      const studentIds = students.filter((s) => s.group_id === c.group_id).map((s) => s.student_id);
      const { covered, assessed } = coverage(index, studentIds, lessonIds);
      return {
        ...c,
        lessons: lessonIds.length,
        covered,
        assessed,
        ...completionOf(lessonIds.length, covered, assessed),
      };
    });
  }

  return {
    /**
     * One SPEC summary row per qualification of the subject the caller's classes are on:
     * courses and classes counted, completion the mean over class and course.
     */
    async subjectSummary(user: AuthUser, subjectId: number): Promise<ProgressSummaryRow[]> {
      const pairs = await classCourseCoverage(user, subjectId);
      const qualifications = new Map<number, string>(pairs.map((p) => [p.qualification_id, p.qualification_name]));
      return [...qualifications].map(([id, name]) => {
        const mine = pairs.filter((p) => p.qualification_id === id);
        return {
          qualification: name,
          id,
          courses: new Set(mine.map((p) => p.course_id)).size,
          count: new Set(mine.map((p) => p.group_id)).size,
          completion: meanPercent(mine.map((p) => p.completion)),
          completionAssessed: meanPercent(mine.map((p) => p.completionAssessed)),
        };
      });
    },

    /**
     * `groups`: each class over all its courses of the subject (lessons covered over lessons);
     * `courses`: each course, completion the mean over the classes following it.
     */
    async subjectBreakdown(user: AuthUser, subjectId: number, type: 'groups' | 'courses'): Promise<ProgressRow[]> {
      const pairs = await classCourseCoverage(user, subjectId);
      const keyOf = (p: (typeof pairs)[number]) => (type === 'groups' ? p.group_id : p.course_id);
      const names = new Map(pairs.map((p) => [keyOf(p), type === 'groups' ? p.group_name : p.course_name]));
      return [...names].map(([id, name]) => {
        const mine = pairs.filter((p) => keyOf(p) === id);
        const lessons = mine.reduce((n, p) => n + p.lessons, 0);
        if (type === 'groups') {
          const covered = mine.reduce((n, p) => n + p.covered, 0);
          const assessed = mine.reduce((n, p) => n + p.assessed, 0);
          return { id, name, lessons, count: mine.length, ...completionOf(lessons, covered, assessed) };
        }
        return {
          id,
          name,
          lessons: mine[0]?.lessons ?? 0,
          count: mine.length,
          completion: meanPercent(mine.map((p) => p.completion)),
          completionAssessed: meanPercent(mine.map((p) => p.completionAssessed)),
        };
      });
    },

    /** Each student of the class on the course, overall and per lesson, topic or chapter. */
    async studentCourse(
      user: AuthUser,
      q: { group: number; course: number },
      type: 'lessons' | 'topics' | 'chapters',
    ): Promise<ProgressStudentTable> {
      const { group, course } = await scope.assertGroupCourse(user, q.group, q.course);
      const students = await repo.studentsOfGroups([group.id]);
      const places = await repo.lessonPlaces([course.id]);
      const studentIds = students.map((s) => s.student_id);
      const index = indexStudentLessons(
        await repo.studentLessons(user.schoolId!, studentIds, [course.id], LIVE_SCORE_WINDOW),
        await repo.completedLessons(user.schoolId!, studentIds, [course.id]),
      );
      const unitOf = (p: LessonPlaceRow) =>
        type === 'lessons'
          ? { id: p.lesson_id, name: p.lesson_name }
          : type === 'topics'
            ? { id: p.topic_id, name: p.topic_name }
            : { id: p.chapter_id, name: p.chapter_name };
      const units = new Map<number, { id: number; name: string; lessonIds: number[] }>();
      for (const p of places) {
        const u = unitOf(p);
        const unit = units.get(u.id) ?? { ...u, lessonIds: [] };
        unit.lessonIds.push(p.lesson_id);
        units.set(u.id, unit);
      }
      const allLessons = places.map((p) => p.lesson_id);
      const figures = (studentId: number, lessonIds: number[]) => {
        const { covered, assessed } = coverage(index, [studentId], lessonIds);
        const scores = lessonIds.map((l) => index.get(studentId)?.get(l)?.score ?? null);
        return { ...completionOf(lessonIds.length, covered, assessed), live_score: meanPercent(scores) };
      };
      return {
        group,
        course,
        type,
        units: [...units.values()].map((u) => ({ id: u.id, name: u.name, lessons: u.lessonIds.length })),
        students: students.map((s) => ({
          id: s.student_id,
          name: s.name,
          ...figures(s.student_id, allLessons),
          units: [...units.values()].map((u) => ({ id: u.id, ...figures(s.student_id, u.lessonIds) })),
        })),
      };
    },
  };
}
