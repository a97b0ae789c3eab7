/** GET /api/v2/mocktemplates: the central templates a mock session can sit. */
import { mockTemplateListSchema, type MockTemplate } from '@markwell/contracts/mocks';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { mockKeys } from './query-keys';

export type { MockTemplate };

export function getMockTemplates(signal?: AbortSignal) {
  return apiFetch(api.mockTemplates, { schema: mockTemplateListSchema, signal });
}

export function useMockTemplates() {
  return useQuery({ queryKey: mockKeys.templates(), queryFn: ({ signal }) => getMockTemplates(signal) });
}
