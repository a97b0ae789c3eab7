import type { Db } from '../../db/client';
import { createSchoolsRepository } from './schools.repository';

/** The platform admin's view of the schools. */
export function createSchoolsService(db: Db) {
  const repo = createSchoolsRepository(db);
  return {
    /** Every school with its head counts, for the admin's list. */
    async listSchools() {
      return (await repo.listSchoolsWithCounts()).map((s) => ({ ...s, createdAt: s.createdAt.toISOString() }));
    },
  };
}
