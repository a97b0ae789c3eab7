import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { createSchoolScope } from '../schools/index';
import { createDashboardsRepository, type GroupCourseRow } from './dashboards.repository';

/**
 * What a dashboard caller may look at: the classes they teach (every class of the school for a
 * school admin), and the courses those classes follow. Another school's class, course or
 * student is a 404 like a missing one; a class of their own school they do not teach is a 403
 * (the same rule as assignments and marking, from the schools module).
 */
export function createDashboardsScope(db: Db) {
  const repo = createDashboardsRepository(db);
  const scope = createSchoolScope(db);

  return {
    repo,
    groupIdsOf: (user: AuthUser) => scope.groupIdsOf(user),
    assertStudent: (user: AuthUser, studentId: number) => scope.assertStudent(user, studentId),

    /** The caller's classes following the subject, with their courses of that subject. */
    async subjectGroupCourses(user: AuthUser, subjectId: number): Promise<GroupCourseRow[]> {
      return repo.groupCourses(await scope.groupIdsOf(user), subjectId);
    },

    /** A class of the caller and a course it follows: 404 when either is missing, another school's or not followed. */
    async assertGroupCourse(user: AuthUser, groupId: number, courseId: number) {
      const group = await scope.assertGroup(user, groupId);
      const followed = (await repo.groupCourses([groupId])).find((c) => c.course_id === courseId);
      if (!followed) throw notFound('Course');
      return {
        group: { id: group.id, name: followed.group_name },
        course: { id: courseId, name: followed.course_name },
      };
    },

    /** A class the caller may see (404 another school's, 403 one they do not teach). */
    assertGroup: (user: AuthUser, groupId: number) => scope.assertGroup(user, groupId),

    /** A course one of the caller's classes follows; any other is a 404. */
    async assertCourse(user: AuthUser, courseId: number) {
      const courses = await repo.groupCourses(await scope.groupIdsOf(user));
      const course = courses.find((c) => c.course_id === courseId);
      if (!course) throw notFound('Course');
      return { id: course.course_id, name: course.course_name };
    },
  };
}

export type DashboardsScope = ReturnType<typeof createDashboardsScope>;
