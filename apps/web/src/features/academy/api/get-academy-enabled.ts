import { academyEndpoints } from '@markwell/contracts/endpoints/academy';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useQuery } from '@tanstack/react-query';
import { academyKeys } from './query-keys';

/** GET /api/v2/academy/enabled -> whether the caller's school has academy courses. */
export function getAcademyEnabled(signal?: AbortSignal) {
  return callEndpoint(academyEndpoints.getAcademyEnabled, { validate: true, signal });
}

export function useAcademyEnabled() {
  return useQuery({ queryKey: academyKeys.enabled, queryFn: ({ signal }) => getAcademyEnabled(signal) });
}
