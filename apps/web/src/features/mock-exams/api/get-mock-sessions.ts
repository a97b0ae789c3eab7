/** GET /api/v2/sessions: mock sessions for content staff, filtered by schools and templates. */
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { type MockSession } from '@markwell/contracts/mocks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { mockKeys } from './query-keys';

export type { MockSession };

export interface MockSessionFilters {
  schools: number[];
  templates: number[];
  archived: boolean;
  page: number;
}

export function getMockSessions(f: MockSessionFilters, signal?: AbortSignal) {
  return callEndpoint(mocksEndpoints.getSessions, {
    query: {
      schools: f.schools.length ? f.schools.join(',') : undefined,
      templates: f.templates.length ? f.templates.join(',') : undefined,
      archived: f.archived ? 'true' : undefined,
      page: f.page,
      limit: 20,
    },
    validate: true,
    signal,
  });
}

export function useMockSessions(f: MockSessionFilters) {
  return useQuery({
    queryKey: mockKeys.sessions(f),
    queryFn: ({ signal }) => getMockSessions(f, signal),
    placeholderData: keepPreviousData,
  });
}
