/** GET /api/v2/sessions/:id: one mock session (staff). */
import { mockSessionSchema } from '@markwell/contracts/mocks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { mockKeys } from './query-keys';

export function getMockSession(id: number, signal?: AbortSignal) {
  return apiFetch(api.mockSession(id), { schema: mockSessionSchema, signal });
}

export function useMockSession(id: number | null) {
  return useQuery({
    queryKey: mockKeys.session(id ?? 0),
    queryFn: ({ signal }) => getMockSession(id ?? 0, signal),
    enabled: id !== null,
    meta: { silentError: true },
  });
}
