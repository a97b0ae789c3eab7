import { queryKeys } from '../../../api/query-keys';

/** Keys of the mock-exams feature, under the shared `mocks` prefix so a change refreshes every view. */
export const mockKeys = {
  all: queryKeys.mocks,
  sessions: (filters: object) => [...queryKeys.mocks, 'sessions', filters] as const,
  session: (id: number) => [...queryKeys.mocks, 'session', id] as const,
  schools: (query: string) => [...queryKeys.mocks, 'schools', query] as const,
  templates: () => [...queryKeys.mocks, 'templates'] as const,
  available: () => [...queryKeys.mocks, 'available'] as const,
};
