import { academyEnabledSchema } from '@markwell/contracts/academy';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { academyKeys } from './query-keys';

/** GET /api/v2/academy/enabled -> whether the caller's school has academy courses. */
export function getAcademyEnabled(signal?: AbortSignal) {
  return apiFetch(api.academyEnabled, { schema: academyEnabledSchema, signal });
}

export function useAcademyEnabled() {
  return useQuery({ queryKey: academyKeys.enabled, queryFn: ({ signal }) => getAcademyEnabled(signal) });
}
