/**
 * DELETE /api/v2/sessions/:id. Once schools have set it the server answers 400
 * `mock_session_in_use` with what they did: shown as the second confirmation step, then sent
 * again with confirm=true (the session is archived, the schools' work kept).
 */
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { mockSessionInUseSchema, type MockSessionInUse } from '@markwell/contracts/mocks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { mockKeys } from './query-keys';

export type DeleteMockSessionOutcome =
  { kind: 'deleted'; archived: boolean } | { kind: 'in_use'; usage: MockSessionInUse };

export async function deleteMockSession(id: number, confirm: boolean): Promise<DeleteMockSessionOutcome> {
  try {
    const body = await callEndpoint(mocksEndpoints.deleteSessionsById, {
      params: { id },
      query: { confirm: confirm ? 'true' : undefined },
    });
    return { kind: 'deleted', archived: body.archived === true };
  } catch (error) {
    if (isApiError(error) && error.status === 400 && error.code === 'mock_session_in_use') {
      const usage = mockSessionInUseSchema.safeParse(error.extra);
      if (usage.success) return { kind: 'in_use', usage: usage.data };
    }
    throw error;
  }
}

export function useDeleteMockSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) => deleteMockSession(id, confirm),
    onSuccess: (outcome) => {
      if (outcome.kind === 'deleted') return client.invalidateQueries({ queryKey: mockKeys.all });
    },
    meta: { silentError: true },
  });
}
