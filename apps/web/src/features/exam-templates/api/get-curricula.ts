/** GET /api/v2/curriculases: the curricula (teachers see those their school follows). */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useQuery } from '@tanstack/react-query';
import { examTemplateKeys } from './query-keys';

export function getCurricula(signal?: AbortSignal) {
  return callEndpoint(curriculaEndpoints.getCurriculases, { validate: true, signal });
}

export function useCurricula() {
  return useQuery({
    queryKey: examTemplateKeys.curricula(),
    queryFn: ({ signal }) => getCurricula(signal),
    staleTime: 5 * 60_000,
  });
}
