/** GET /api/v2/sessions/:id: one mock session (staff). */
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { mockKeys } from './query-keys';

export function getMockSession(id: number, signal?: AbortSignal) {
  return callEndpoint(mocksEndpoints.getSessionsById, { params: { id }, validate: true, signal });
}

export function useMockSession(id: number | null) {
  return useQuery({
    queryKey: mockKeys.session(id ?? 0),
    queryFn: ({ signal }) => getMockSession(id ?? 0, signal),
    enabled: id !== null,
    meta: { silentError: true },
  });
}
