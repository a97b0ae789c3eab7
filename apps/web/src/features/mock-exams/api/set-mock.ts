/** POST /api/v2/sessions/:id/assignments: the caller's school sets a mock session to its classes. */
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { type SetMockBody } from '@markwell/contracts/mocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { queryKeys } from '../../../api/query-keys';
import { mockKeys } from './query-keys';

export function setMock(sessionId: number, body: SetMockBody) {
  return callEndpoint(mocksEndpoints.postSessionsByIdAssignments, { params: { id: sessionId }, body, validate: true });
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
