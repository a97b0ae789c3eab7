/**
 * GET /api/v2/mocks/assignments/find?assignmentId: the mock session an assignment sits. An
 * assignment that is not a mock answers 404 `mock_not_found`: read here as null, and the pages
 * that were sent to a mock say SPEC's "The Mok exam with this id does not exist."
 */
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { MOCK_NOT_FOUND_MESSAGE, type MockOfAssignment } from '@markwell/contracts/mocks';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { callEndpoint } from '../lib/call-endpoint';
import { queryKeys } from './query-keys';

export type { MockOfAssignment };
export { MOCK_NOT_FOUND_MESSAGE };

export async function getMockOfAssignment(
  assignmentId: number,
  signal?: AbortSignal,
): Promise<MockOfAssignment | null> {
  try {
    return await callEndpoint(mocksEndpoints.getMocksAssignmentsFind, {
      query: { assignmentId },
      validate: true,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === 'mock_not_found') return null;
    throw error;
  }
}

export function useMockOfAssignment(assignmentId: number | null) {
  return useQuery({
    queryKey: queryKeys.mockOfAssignment(assignmentId ?? 0),
    queryFn: ({ signal }) => getMockOfAssignment(assignmentId ?? 0, signal),
    enabled: assignmentId !== null,
    meta: { silentError: true },
  });
}
