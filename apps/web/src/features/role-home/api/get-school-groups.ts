import { schoolGroupSchema, type SchoolGroup } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export type { SchoolGroup };
export const schoolGroupsResponseSchema = z.array(schoolGroupSchema);

/** GET /api/v2/schoolgroups: the caller's classes. */
export function getSchoolGroups(signal?: AbortSignal): Promise<SchoolGroup[]> {
  return apiFetch(api.schoolGroups, { schema: schoolGroupsResponseSchema, signal });
}

export function useSchoolGroups() {
  return useQuery({ queryKey: ['schoolgroups'], queryFn: ({ signal }) => getSchoolGroups(signal) });
}
