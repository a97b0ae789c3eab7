/** GET /api/v2/mockschools?query: active schools a session can be offered to, by name. */
import { mockSchoolListSchema, type MockSchool } from '@markwell/contracts/mocks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { mockKeys } from './query-keys';

export type { MockSchool };

export function getMockSchools(query: string, signal?: AbortSignal) {
  return apiFetch(api.mockSchools, { query: { query: query || undefined }, schema: mockSchoolListSchema, signal });
}

export function useMockSchools(query: string) {
  return useQuery({
    queryKey: mockKeys.schools(query),
    queryFn: ({ signal }) => getMockSchools(query, signal),
    placeholderData: keepPreviousData,
  });
}
