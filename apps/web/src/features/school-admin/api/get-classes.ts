/** GET /api/v2/school/groups: the school's classes with teachers, curricula and student count. */
import { schoolClassSchema, type SchoolClass } from '@markwell/contracts/school-admin';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { schoolAdminKeys } from './query-keys';

export type { SchoolClass };

export function getClasses(signal?: AbortSignal): Promise<SchoolClass[]> {
  return apiFetch(api.schoolClasses, { schema: z.array(schoolClassSchema), signal });
}

export function useClasses() {
  return useQuery({
    queryKey: schoolAdminKeys.classes,
    queryFn: ({ signal }) => getClasses(signal),
    meta: { silentError: true },
  });
}
