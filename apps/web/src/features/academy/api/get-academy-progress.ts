import { academyProgressSchema } from '@markwell/contracts/academy';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { academyKeys } from './query-keys';

/** GET /api/v2/teacher/academy/progress -> the caller's courses with every attempt. */
export function getAcademyProgress(signal?: AbortSignal) {
  return apiFetch(api.academyProgress, { schema: academyProgressSchema, signal });
}

export function useAcademyProgress() {
  return useQuery({ queryKey: academyKeys.progress, queryFn: ({ signal }) => getAcademyProgress(signal) });
}
