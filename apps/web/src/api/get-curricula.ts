/** GET /api/v2/curriculas: the curricula the caller's school follows (all of them, for staff). */
import { curriculumSchema, type Curriculum } from '@markwell/contracts/curricula';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../lib/api-client';
import { api } from '../lib/paths';
import { queryKeys } from './query-keys';

export type { Curriculum };
const curriculaSchema = z.array(curriculumSchema);

export function getCurricula(signal?: AbortSignal): Promise<Curriculum[]> {
  return apiFetch(api.curriculas, { schema: curriculaSchema, signal });
}

/** The catalogue rarely changes: fresh for 5 minutes. */
export const curriculaQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.curricula, queryFn: ({ signal }) => getCurricula(signal), staleTime: 5 * 60_000 });

export function useCurricula() {
  return useQuery(curriculaQueryOptions());
}
