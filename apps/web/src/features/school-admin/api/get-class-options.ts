/** GET /api/v2/school/groups/options: the subscribed curricula (with qualifications) a class may follow. */
import { schoolAdminEndpoints } from '@markwell/contracts/endpoints/school-admin';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type ClassOptions } from '@markwell/contracts/school-admin';
import { useQuery } from '@tanstack/react-query';
import { schoolAdminKeys } from './query-keys';

export type { ClassOptions };

export function getClassOptions(signal?: AbortSignal): Promise<ClassOptions> {
  return callEndpoint(schoolAdminEndpoints.getSchoolGroupsOptions, { validate: true, signal });
}

export function useClassOptions() {
  return useQuery({
    queryKey: schoolAdminKeys.classOptions,
    queryFn: ({ signal }) => getClassOptions(signal),
    staleTime: 5 * 60_000,
  });
}
