/**
 * GET /api/v2/sessions/:id/results: a mock session's results. Staff get every school; a school
 * its own school and assignments beside the anonymous all-schools figures.
 */
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { type MockResults } from '@markwell/contracts/mocks';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../lib/call-endpoint';
import { queryKeys } from './query-keys';

export type { MockResults };

export function getMockResults(sessionId: number, signal?: AbortSignal): Promise<MockResults> {
  return callEndpoint(mocksEndpoints.getSessionsByIdResults, { params: { id: sessionId }, validate: true, signal });
}

export function useMockResults(sessionId: number | null) {
  return useQuery({
    queryKey: queryKeys.mockResults(sessionId ?? 0),
    queryFn: ({ signal }) => getMockResults(sessionId ?? 0, signal),
    enabled: sessionId !== null,
  });
}
