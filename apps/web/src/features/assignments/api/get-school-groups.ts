/** GET /api/v2/schoolgroups: the teacher's classes, the ones an assignment can be set to. */
import { schoolGroupSchema, type SchoolGroup } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { assignmentKeys } from './query-keys';

export type { SchoolGroup };

export function getSchoolGroups(signal?: AbortSignal) {
  return apiFetch(api.schoolGroups, { schema: z.array(schoolGroupSchema), signal });
}

export function useSchoolGroups() {
  return useQuery({ queryKey: assignmentKeys.groups(), queryFn: ({ signal }) => getSchoolGroups(signal) });
}
