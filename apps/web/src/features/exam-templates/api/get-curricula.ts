/** GET /api/v2/curriculases: the curricula (teachers see those their school follows). */
import { curriculumSchema } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { examTemplateKeys } from './query-keys';

export function getCurricula(signal?: AbortSignal) {
  return apiFetch(api.curriculases, { schema: z.array(curriculumSchema), signal });
}

export function useCurricula() {
  return useQuery({
    queryKey: examTemplateKeys.curricula(),
    queryFn: ({ signal }) => getCurricula(signal),
    staleTime: 5 * 60_000,
  });
}
