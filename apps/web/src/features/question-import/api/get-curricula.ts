/** GET /api/v2/curriculas: the curricula a question file may go to (all of them, for staff). */
import { curriculumSchema } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function getCurricula(signal?: AbortSignal) {
  return apiFetch(api.curriculas, { schema: z.array(curriculumSchema), signal });
}

export function useCurricula() {
  return useQuery({ queryKey: ['curriculas'], queryFn: ({ signal }) => getCurricula(signal) });
}
