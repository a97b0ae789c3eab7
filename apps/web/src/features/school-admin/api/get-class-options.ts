/** GET /api/v2/school/groups/options: the subscribed curricula (with qualifications) a class may follow. */
import { classOptionsSchema, type ClassOptions } from '@markwell/contracts/school-admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { schoolAdminKeys } from './query-keys';

export type { ClassOptions };

export function getClassOptions(signal?: AbortSignal): Promise<ClassOptions> {
  return apiFetch(api.schoolClassOptions, { schema: classOptionsSchema, signal });
}

export function useClassOptions() {
  return useQuery({
    queryKey: schoolAdminKeys.classOptions,
    queryFn: ({ signal }) => getClassOptions(signal),
    staleTime: 5 * 60_000,
  });
}
