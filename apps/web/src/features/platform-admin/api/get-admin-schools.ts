import { ADMIN_SCHOOL_LIST_CAP, adminSchoolSchema, type AdminSchool } from '@markwell/contracts/curricula';
import { schoolsEndpoints } from '@markwell/contracts/endpoints/schools';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchCappedList } from '../../../lib/fetch-capped-list';
import { platformAdminKeys } from './query-keys';

export type { AdminSchool };
const adminSchoolsSchema = z.array(adminSchoolSchema);

/** GET /api/v2/admin/schools: every school with its head counts (platform admin), slice by slice. */
export function getAdminSchools(signal?: AbortSignal): Promise<AdminSchool[]> {
  return fetchCappedList(schoolsEndpoints.getAdminSchools.path, ADMIN_SCHOOL_LIST_CAP, {
    schema: adminSchoolsSchema,
    signal,
  });
}

export function useAdminSchools() {
  return useQuery({ queryKey: platformAdminKeys.schools, queryFn: ({ signal }) => getAdminSchools(signal) });
}
