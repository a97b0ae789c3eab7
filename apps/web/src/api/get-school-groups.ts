/** GET /api/v2/schoolgroups: the caller's classes (all of the school for a school admin). */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../lib/call-endpoint';
import { type SchoolGroup } from '@markwell/contracts/curricula';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export type { SchoolGroup };

export function getSchoolGroups(signal?: AbortSignal): Promise<SchoolGroup[]> {
  return callEndpoint(curriculaEndpoints.getSchoolgroups, { validate: true, signal });
}

export const schoolGroupsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.schoolGroups, queryFn: ({ signal }) => getSchoolGroups(signal) });

export function useSchoolGroups() {
  return useQuery(schoolGroupsQueryOptions());
}
