import {
  SAVED_FILTERS_PER_DASHBOARD,
  type DashboardFilter,
  type DashboardKey,
  type saveDashboardFilterBodySchema,
} from '@markwell/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { badRequest, notFound } from '../../lib/errors';
import { createDashboardsScope } from './dashboards.policy';
import { createSavedFiltersRepository, type DashboardFilterRow } from './saved-filters.repository';

type SaveBody = z.output<typeof saveDashboardFilterBodySchema>;

function toFilter(r: DashboardFilterRow): DashboardFilter {
  return {
    id: r.id,
    dashboard: r.dashboard,
    name: r.name,
    subject: r.subjectId,
    group_id: r.groupId,
    course_id: r.courseId,
    student_id: r.studentId,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * Saved dashboard filters: a teacher's named sets of filters per dashboard, private to them.
 * Saving checks the class, course and student like the dashboards themselves do, so a saved
 * filter never names something its owner could not open.
 */
export function createSavedFiltersService(db: Db) {
  const repo = createSavedFiltersRepository(db);
  const scope = createDashboardsScope(db);

  return {
    /** The caller's saved filters of one dashboard, by name. */
    async list(user: AuthUser, dashboard: DashboardKey): Promise<DashboardFilter[]> {
      return (await repo.list(user.id, dashboard)).map(toFilter);
    },

    /** Saves a filter; 400 beyond the per-dashboard limit, 404/403 for a class, course or student out of reach. */
    async save(user: AuthUser, body: SaveBody): Promise<DashboardFilter> {
      if (body.group_id !== null) await scope.assertGroup(user, body.group_id);
      if (body.course_id !== null) await scope.assertCourse(user, body.course_id);
      if (body.student_id !== null) await scope.assertStudent(user, body.student_id);
      if ((await repo.countOf(user.id, body.dashboard)) >= SAVED_FILTERS_PER_DASHBOARD)
        throw badRequest(
          'too_many_filters',
          `You can keep ${SAVED_FILTERS_PER_DASHBOARD} filters per dashboard: delete one before saving another`,
        );
      const row = await repo.insert({
        schoolId: user.schoolId!,
        userId: user.id,
        dashboard: body.dashboard,
        name: body.name,
        subjectId: body.subject,
        groupId: body.group_id,
        courseId: body.course_id,
        studentId: body.student_id,
      });
      return toFilter(row);
    },

    /** Deletes the caller's own filter; anyone else's (or none) is a 404. */
    async remove(user: AuthUser, id: number) {
      if (!(await repo.delete(user.id, user.schoolId!, id))) throw notFound('Saved filter');
      return { success: true as const };
    },
  };
}
