import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useQuery } from '@tanstack/react-query';
import { academyKeys } from './query-keys';

/** GET /api/v2/teacher/academy/curriculas -> the catalogue's curriculum filter options. */
export function getAcademyCurricula(signal?: AbortSignal) {
  return callEndpoint(academyEndpoints.getTeacherAcademyCurriculas, { validate: true, signal });
}

export function useAcademyCurricula() {
  return useQuery({ queryKey: academyKeys.curricula, queryFn: ({ signal }) => getAcademyCurricula(signal) });
}
