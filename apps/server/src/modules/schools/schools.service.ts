import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { createSchoolsRepository } from './schools.repository';

/** The platform admin's view of the schools. */
export function createSchoolsService(db: Db) {
  const repo = createSchoolsRepository(db);
  return {
    /** A slice of the schools by name with their head counts, for the admin's list. */
    async listSchools(page: { limit: number; offset: number }) {
      return (await repo.listSchoolsWithCounts(page)).map((s) => ({ ...s, createdAt: s.createdAt.toISOString() }));
    },

    /**
     * Deactivates or reactivates a school and answers it as the list shows it. Its people's sign-in
     * and tokens follow through the auth lookup (which reads the school's flag).
     * @throws AppError 404 when there is no such school
     */
    async setSchoolActive(schoolId: number, active: boolean) {
      if (!(await repo.setSchoolActive(schoolId, active))) throw notFound('School');
      const [school] = await repo.listSchoolsWithCounts({ id: schoolId });
      if (!school) throw notFound('School');
      return { ...school, createdAt: school.createdAt.toISOString() };
    },
  };
}
