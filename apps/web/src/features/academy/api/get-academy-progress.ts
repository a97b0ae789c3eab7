import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useQuery } from '@tanstack/react-query';
import { academyKeys } from './query-keys';

/** GET /api/v2/teacher/academy/progress -> the caller's courses with every attempt. */
export function getAcademyProgress(signal?: AbortSignal) {
  return callEndpoint(academyEndpoints.getTeacherAcademyProgress, { validate: true, signal });
}

export function useAcademyProgress() {
  return useQuery({ queryKey: academyKeys.progress, queryFn: ({ signal }) => getAcademyProgress(signal) });
}
