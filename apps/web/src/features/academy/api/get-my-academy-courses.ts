import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useQuery } from '@tanstack/react-query';
import { academyKeys } from './query-keys';

/** GET /api/v2/teacher/academy/active/courses -> the caller's courses with status and progress. */
export function getMyAcademyCourses(signal?: AbortSignal) {
  return callEndpoint(academyEndpoints.getTeacherAcademyActiveCourses, { validate: true, signal });
}

export function useMyAcademyCourses() {
  return useQuery({ queryKey: academyKeys.mine, queryFn: ({ signal }) => getMyAcademyCourses(signal) });
}
