/** GET /api/v2/curriculases: the curricula catalogue (all of it, for content staff). */
import { curriculumSchema } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKeys } from './query-keys';

export function getCurricula(signal?: AbortSignal) {
  return apiFetch(api.curriculases, { schema: z.array(curriculumSchema), signal });
}

export function useCurricula() {
  return useQuery({
    queryKey: questionBankKeys.curricula(),
    queryFn: ({ signal }) => getCurricula(signal),
    staleTime: 5 * 60_000,
  });
}
