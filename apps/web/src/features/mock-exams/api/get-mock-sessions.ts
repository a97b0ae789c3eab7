/** GET /api/v2/sessions: mock sessions for content staff, filtered by schools and templates. */
import { mockSessionPageSchema, type MockSession } from '@markwell/contracts/mocks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { mockKeys } from './query-keys';

export type { MockSession };

export interface MockSessionFilters {
  schools: number[];
  templates: number[];
  archived: boolean;
  page: number;
}

export function getMockSessions(f: MockSessionFilters, signal?: AbortSignal) {
  return apiFetch(api.mockSessions, {
    query: {
      schools: f.schools.length ? f.schools.join(',') : undefined,
      templates: f.templates.length ? f.templates.join(',') : undefined,
      archived: f.archived ? 'true' : undefined,
      page: f.page,
      limit: 20,
    },
    schema: mockSessionPageSchema,
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
