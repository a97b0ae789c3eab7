import { schoolGroupSchema, type SchoolGroup } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { classesKeys } from './query-keys';

export type { SchoolGroup };
const schoolGroupsSchema = z.array(schoolGroupSchema);

/** GET /api/v2/schoolgroups: the caller's classes. */
export function getSchoolGroups(signal?: AbortSignal): Promise<SchoolGroup[]> {
  return apiFetch(api.schoolGroups, { schema: schoolGroupsSchema, signal });
}

export function useSchoolGroups() {
  return useQuery({ queryKey: classesKeys.groups, queryFn: ({ signal }) => getSchoolGroups(signal) });
}
