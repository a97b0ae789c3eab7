import { academyCurriculaSchema } from '@markwell/contracts/academy';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { academyKeys } from './query-keys';

/** GET /api/v2/teacher/academy/curriculas -> the catalogue's curriculum filter options. */
export function getAcademyCurricula(signal?: AbortSignal) {
  return apiFetch(api.academyCurricula, { schema: academyCurriculaSchema, signal });
}

export function useAcademyCurricula() {
  return useQuery({ queryKey: academyKeys.curricula, queryFn: ({ signal }) => getAcademyCurricula(signal) });
}
