/** GET /api/v2/problemreports?limit&offset -> { items, total }, newest first. */
import { contactEndpoints } from '@markwell/contracts/endpoints/contact';
import { callEndpoint } from '../../../lib/call-endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageQuery } from './get-contact-messages';
import { cmsAdminKeys } from './query-keys';

export function getProblemReports(query: PageQuery, signal?: AbortSignal) {
  return callEndpoint(contactEndpoints.getProblemreports, { query: { ...query }, validate: true, signal });
}

export function useProblemReports(query: PageQuery) {
  return useQuery({
    queryKey: cmsAdminKeys.problemReports(query),
    queryFn: ({ signal }) => getProblemReports(query, signal),
    placeholderData: keepPreviousData,
  });
}
