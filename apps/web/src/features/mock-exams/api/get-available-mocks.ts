/** GET /api/v2/mock/available: the mock sessions offered to the caller's school, with its assignments of each. */
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { type AvailableMock } from '@markwell/contracts/mocks';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { mockKeys } from './query-keys';

export type { AvailableMock };

export function getAvailableMocks(signal?: AbortSignal) {
  return callEndpoint(mocksEndpoints.getMockAvailable, { validate: true, signal });
}

export function useAvailableMocks() {
  return useQuery({ queryKey: mockKeys.available(), queryFn: ({ signal }) => getAvailableMocks(signal) });
}
