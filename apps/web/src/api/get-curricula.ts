/** GET /api/v2/curriculas: the curricula the caller's school follows (all of them, for staff). */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../lib/call-endpoint';
import { type Curriculum } from '@markwell/contracts/curricula';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export type { Curriculum };

export function getCurricula(signal?: AbortSignal): Promise<Curriculum[]> {
  return callEndpoint(curriculaEndpoints.getCurriculas, { validate: true, signal });
}

/** The catalogue rarely changes: fresh for 5 minutes. */
export const curriculaQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.curricula, queryFn: ({ signal }) => getCurricula(signal), staleTime: 5 * 60_000 });

export function useCurricula() {
  return useQuery(curriculaQueryOptions());
}
