/** POST /api/v2/sessions (new) or PATCH /api/v2/sessions/:id (change): a mock session. */
import { mockSessionSchema, type CreateMockSessionBody } from '@markwell/contracts/mocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { mockKeys } from './query-keys';

export function saveMockSession(id: number | null, body: CreateMockSessionBody) {
  return id === null
    ? apiFetch(api.mockSessions, { method: 'POST', body, schema: mockSessionSchema })
    : apiFetch(api.mockSession(id), { method: 'PATCH', body, schema: mockSessionSchema });
}

export function useSaveMockSession(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMockSessionBody) => saveMockSession(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: mockKeys.all }),
    meta: { silentError: true },
  });
}
