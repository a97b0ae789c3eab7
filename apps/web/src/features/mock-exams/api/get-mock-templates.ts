/** GET /api/v2/mocktemplates: the central templates a mock session can sit. */
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { type MockTemplate } from '@markwell/contracts/mocks';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { mockKeys } from './query-keys';

export type { MockTemplate };

export function getMockTemplates(signal?: AbortSignal) {
  return callEndpoint(mocksEndpoints.getMocktemplates, { validate: true, signal });
}

export function useMockTemplates() {
  return useQuery({ queryKey: mockKeys.templates(), queryFn: ({ signal }) => getMockTemplates(signal) });
}
