/** GET /api/v2/mock/available: the mock sessions offered to the caller's school, with its assignments of each. */
import { availableMockListSchema, type AvailableMock } from '@markwell/contracts/mocks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { mockKeys } from './query-keys';

export type { AvailableMock };

export function getAvailableMocks(signal?: AbortSignal) {
  return apiFetch(api.mockAvailable, { schema: availableMockListSchema, signal });
}

export function useAvailableMocks() {
  return useQuery({ queryKey: mockKeys.available(), queryFn: ({ signal }) => getAvailableMocks(signal) });
}
