/** GET /api/v2/school/groups: the school's classes with teachers, curricula and student count. */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { SCHOOL_LIST_CAP, schoolClassSchema, type SchoolClass } from '@markwell/contracts/school-admin';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchCappedList } from '../../../lib/fetch-capped-list';
import { schoolAdminKeys } from './query-keys';

export type { SchoolClass };

export function getClasses(signal?: AbortSignal): Promise<SchoolClass[]> {
  return fetchCappedList(schoolAdminEndpoints.getSchoolGroups.path, SCHOOL_LIST_CAP, {
    schema: z.array(schoolClassSchema),
    signal,
  });
}

export function useClasses() {
  return useQuery({
    queryKey: schoolAdminKeys.classes,
    queryFn: ({ signal }) => getClasses(signal),
    meta: { silentError: true },
  });
}
