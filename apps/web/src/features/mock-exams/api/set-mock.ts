/** POST /api/v2/sessions/:id/assignments: the caller's school sets a mock session to its classes. */
import { setMockResultSchema, type SetMockBody } from '@markwell/contracts/mocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { queryKeys } from '../../../api/query-keys';
import { mockKeys } from './query-keys';

export function setMock(sessionId: number, body: SetMockBody) {
  return apiFetch(api.mockSessionAssignments(sessionId), { method: 'POST', body, schema: setMockResultSchema });
}

export function useSetMock(sessionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetMockBody) => setMock(sessionId, body),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: mockKeys.all }),
        client.invalidateQueries({ queryKey: queryKeys.assignments }),
      ]),
    meta: { silentError: true },
  });
}
