import type { FilterOptions } from '@markwell/contracts';
import type { Db } from '../../db/client';
import { isStaff, type AuthUser } from '../../lib/access';
import { forbidden, notFound } from '../../lib/errors';
import { createSchoolScope } from '../schools/index';
import { createCurriculaRepository } from './curricula.repository';

type GroupRow = { id: number; qualification_id: number | null; curricula_id: number[] };
type CourseRow = { id: number; curricula_id: number; qualification_id: number };

/** A class follows the courses of its qualification within its curricula (any qualification when unset). */
export function courseBelongsToGroup(course: CourseRow, group: GroupRow): boolean {
  return (
    group.curricula_id.includes(course.curricula_id) &&
    (group.qualification_id === null || group.qualification_id === course.qualification_id)
  );
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
    if (visible && !visible.includes(id)) throw forbidden('Your school does not follow this curriculum');
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
    async listCurricula(user: AuthUser) {
      const ids = await visibleCurriculaIds(db, user);
      return repo.listCurricula(ids ? { ids } : {});
    },
    listActiveCurricula: () => repo.listCurricula({ activeOnly: true }),

    async schoolCurricula(user: AuthUser, schoolId: number, withCoursesOnly: boolean) {
      scope.assertSchool(user, schoolId);
      if (withCoursesOnly) return repo.schoolCurriculaWithCourses(schoolId);
      return repo.listCurricula({ ids: await repo.schoolCurriculaIds(schoolId) });
    },

    async coursesOfCurriculum(user: AuthUser, curriculaId: number) {
      await assertCurriculumVisible(user, curriculaId);
      return repo.listCourses({ curriculaIds: [curriculaId] });
    },

    async coursesWithLessons(user: AuthUser, curriculaId: number) {
      await assertCurriculumVisible(user, curriculaId);
      const courses = await repo.listCourses({ curriculaIds: [curriculaId] });
      const trees = await repo.courseTrees(courses.map((c) => c.id));
      return courses.map((c) => ({ ...c, chapters: trees.get(c.id) ?? [] }));
    },

    async updateCurriculum(id: number, patch: { name?: string; active?: boolean; description?: string | null }) {
      const [row] = await repo.updateCurriculum(id, patch);
      if (!row) throw notFound('Curriculum');
      return (await repo.findCurriculum(id))!;
    },

    listSkills: (curriculaId?: number) => repo.listSkills(curriculaId),

    async schoolGroups(user: AuthUser) {
      return repo.groupsWithCurricula(await scope.groupIdsOf(user));
    },

    async schoolGroupCourses(user: AuthUser) {
      return (await groupsAndCourses(user)).courses;
    },

    async filterOptions(user: AuthUser): Promise<FilterOptions> {
      const { groups, courses } = await groupsAndCourses(user);
      const curriculaIds = (await visibleCurriculaIds(db, user)) ?? [];
      const curricula = await repo.listCurricula({ ids: curriculaIds });
      return {
        curriculas: curricula.map((c) => ({ id: c.id, name: c.name, subject_id: c.subject_id })),
        qualifications: await repo.listQualifications(curriculaIds),
        school_groups: groups.map(({ studentsCount: _count, ...g }) => g),
        courses: courses.map(({ qualification: _q, ...c }) => c),
        owner: user.owner,
        schoolAdmin: user.schoolAdmin,
      };
    },

    /** The lesson structure of a course the caller's classes follow (or any course, for staff). */
    async courseLessons(user: AuthUser, courseId: number) {
      const [course] = await repo.listCourses({ courseIds: [courseId] });
      if (!course) throw notFound('Course');
      if (!isStaff(user)) {
        const { courses } = await groupsAndCourses(user);
        if (!courses.some((c) => c.id === courseId)) throw forbidden('None of your classes follows this course');
      }
      const trees = await repo.courseTrees([courseId]);
      return { ...course, chapters: trees.get(courseId) ?? [] };
    },

    async groupStudents(user: AuthUser, groupId: number) {
      await scope.assertGroup(user, groupId);
      return repo.studentsOfGroup(groupId);
    },
  };
}
