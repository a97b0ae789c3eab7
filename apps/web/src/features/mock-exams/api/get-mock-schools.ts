/** GET /api/v2/mockschools?query: active schools a session can be offered to, by name. */
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { type MockSchool } from '@markwell/contracts/mocks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { mockKeys } from './query-keys';

export type { MockSchool };

export function getMockSchools(query: string, signal?: AbortSignal) {
  return callEndpoint(mocksEndpoints.getMockschools, { query: { query: query || undefined }, validate: true, signal });
}

export function useMockSchools(query: string) {
  return useQuery({
    queryKey: mockKeys.schools(query),
    queryFn: ({ signal }) => getMockSchools(query, signal),
    placeholderData: keepPreviousData,
  });
}
