/** GET /api/v2/schoolgroups: the caller's classes (all of the school for a school admin). */
import { schoolGroupSchema, type SchoolGroup } from '@markwell/contracts/curricula';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../lib/api-client';
import { api } from '../lib/paths';
import { queryKeys } from './query-keys';

export type { SchoolGroup };
const schoolGroupsSchema = z.array(schoolGroupSchema);

export function getSchoolGroups(signal?: AbortSignal): Promise<SchoolGroup[]> {
  return apiFetch(api.schoolGroups, { schema: schoolGroupsSchema, signal });
}

export const schoolGroupsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.schoolGroups, queryFn: ({ signal }) => getSchoolGroups(signal) });

export function useSchoolGroups() {
  return useQuery(schoolGroupsQueryOptions());
}
