import type { FilterOptions } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { isStaff, type AuthUser } from '../../lib/access';
import { notFound } from '../../lib/errors';
import { createSchoolScope } from '../schools/index';
import { createCurriculaRepository } from './curricula.repository';

/** A slice of a capped list: `limit` rows after skipping `offset`. */
type Slice = { limit: number; offset: number };
type GroupRow = { id: number; qualification_id: number | null; curricula_id: number[] };
type CourseRow = { id: number; curricula_id: number; qualification_id: number };

/** A class follows the courses of its qualification within its curricula (any qualification when unset). */
export function courseBelongsToGroup(course: CourseRow, group: GroupRow): boolean {
  return (
    group.curricula_id.includes(course.curricula_id) &&
    (group.qualification_id === null || group.qualification_id === course.qualification_id)
  );
}

/**
 * Whose curricula a caller sees, for queries that resolve them in SQL (no round trip of their own):
 * undefined (all) for staff, else the school's (none for an account without a school).
 */
export function curriculaScopeOf(user: AuthUser): { schoolId: number | null } | undefined {
  return isStaff(user) ? undefined : { schoolId: user.schoolId ?? null };
}

/** Curricula a caller may see: undefined (all) for staff, the school's subscriptions for everyone else. */
export async function visibleCurriculaIds(db: Db, user: AuthUser): Promise<number[] | undefined> {
  if (isStaff(user)) return undefined;
  return user.schoolId ? createCurriculaRepository(db).schoolCurriculaIds(user.schoolId) : [];
}

export function createCurriculaService(db: Db) {
  const repo = createCurriculaRepository(db);
  const scope = createSchoolScope(db);

  async function assertCurriculumVisible(user: AuthUser, id: number) {
    const curriculum = await repo.findCurriculum(id);
    if (!curriculum) throw notFound('Curriculum');
    const visible = await visibleCurriculaIds(db, user);
    // A curriculum the school does not follow is answered like a missing one.
    if (visible && !visible.includes(id)) throw notFound('Curriculum');
    return curriculum;
  }

  async function groupsAndCourses(user: AuthUser) {
    const groups = await repo.groupsWithCurricula(await scope.groupIdsOf(user));
    const curriculaIds = [...new Set(groups.flatMap((g) => g.curricula_id))];
    const courses = await repo.listCourses({ curriculaIds });
    return {
      groups,
      courses: courses
        .map((c) => ({ ...c, group_id: groups.filter((g) => courseBelongsToGroup(c, g)).map((g) => g.id) }))
        .filter((c) => c.group_id.length > 0),
    };
  }

  return {
    async listCurricula(user: AuthUser, page: Slice) {
      const ids = await visibleCurriculaIds(db, user);
      return repo.listCurricula(ids ? { ids } : {}, page);
    },
    listActiveCurricula: (page: Slice) => repo.listCurricula({ activeOnly: true }, page),

    async schoolCurricula(user: AuthUser, schoolId: number, withCoursesOnly: boolean, page: Slice) {
      await scope.assertSchool(user, schoolId);
      if (withCoursesOnly) return repo.schoolCurriculaWithCourses(schoolId, page);
      return repo.listCurricula({ ids: await repo.schoolCurriculaIds(schoolId) }, page);
    },

    async coursesOfCurriculum(user: AuthUser, curriculaId: number, page: Slice) {
      await assertCurriculumVisible(user, curriculaId);
      return repo.listCourses({ curriculaIds: [curriculaId] }, page);
    },

    async coursesWithLessons(user: AuthUser, curriculaId: number, page: Slice) {
      await assertCurriculumVisible(user, curriculaId);
      const courses = await repo.listCourses({ curriculaIds: [curriculaId] }, page);
      const trees = await repo.courseTrees(courses.map((c) => c.id));
      return courses.map((c) => ({ ...c, chapters: trees.get(c.id) ?? [] }));
    },

    async updateCurriculum(id: number, patch: { name?: string; active?: boolean; description?: string | null }) {
      const [row] = await repo.updateCurriculum(id, patch);
      if (!row) throw notFound('Curriculum');
      return (await repo.findCurriculum(id))!;
    },

    /** Skills of the curricula the caller's school follows (all for staff); another curriculum is a 404. */
    async listSkills(user: AuthUser, curriculaId: number | undefined, page: Slice) {
      if (curriculaId !== undefined) {
        const visible = await visibleCurriculaIds(db, user);
        if (visible && !visible.includes(curriculaId)) throw notFound('Curriculum');
        return repo.listSkills([curriculaId], page);
      }
      return repo.listSkills(await visibleCurriculaIds(db, user), page);
    },

    async schoolGroups(user: AuthUser, page: Slice) {
      return repo.groupsWithCurricula(await scope.groupIdsOf(user), page);
    },

    /** The courses of the caller's classes: derived from all of them, then sliced. */
    async schoolGroupCourses(user: AuthUser, page: Slice) {
      return (await groupsAndCourses(user)).courses.slice(page.offset, page.offset + page.limit);
    },

    /** Everything the teacher dashboards filter by, read in one statement. */
    async filterOptions(user: AuthUser): Promise<FilterOptions> {
      const lists = await repo.filterOptionLists(user.id);
      return { ...lists, owner: user.owner, schoolAdmin: user.schoolAdmin };
    },

    /** The lesson structure of a course the caller's classes follow (or any course, for staff). */
    async courseLessons(user: AuthUser, courseId: number) {
      const [course] = await repo.listCourses({ courseIds: [courseId] });
      if (!course) throw notFound('Course');
      if (!isStaff(user)) {
        const { courses } = await groupsAndCourses(user);
        if (!courses.some((c) => c.id === courseId)) throw notFound('Course');
      }
      const trees = await repo.courseTrees([courseId]);
      return { ...course, chapters: trees.get(courseId) ?? [] };
    },

    async groupStudents(user: AuthUser, groupId: number, page: Slice) {
      await scope.assertGroup(user, groupId);
      return repo.studentsOfGroup(groupId, page);
    },
  };
}
