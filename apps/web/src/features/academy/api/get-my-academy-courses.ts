import { academyMyCoursesSchema } from '@markwell/contracts/academy';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { academyKeys } from './query-keys';

/** GET /api/v2/teacher/academy/active/courses -> the caller's courses with status and progress. */
export function getMyAcademyCourses(signal?: AbortSignal) {
  return apiFetch(api.academyMyCourses, { schema: academyMyCoursesSchema, signal });
}

export function useMyAcademyCourses() {
  return useQuery({ queryKey: academyKeys.mine, queryFn: ({ signal }) => getMyAcademyCourses(signal) });
}
