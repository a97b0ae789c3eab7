/** POST /api/v2/sessions (new) or PATCH /api/v2/sessions/:id (change): a mock session. */
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { type CreateMockSessionBody } from '@markwell/contracts/mocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { mockKeys } from './query-keys';

export function saveMockSession(id: number | null, body: CreateMockSessionBody) {
  return id === null
    ? callEndpoint(mocksEndpoints.postSessions, { body, validate: true })
    : callEndpoint(mocksEndpoints.patchSessionsById, { params: { id }, body, validate: true });
}

export function useSaveMockSession(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMockSessionBody) => saveMockSession(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: mockKeys.all }),
    meta: { silentError: true },
  });
}
