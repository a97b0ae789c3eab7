/** GET /api/v2/problemreports?limit&offset -> { items, total }, newest first. */
import { problemReportListSchema } from '@markwell/contracts/cms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import type { PageQuery } from './get-contact-messages';
import { cmsAdminKeys } from './query-keys';

export function getProblemReports(query: PageQuery, signal?: AbortSignal) {
  return apiFetch(api.problemReports, { query: { ...query }, schema: problemReportListSchema, signal });
}

export function useProblemReports(query: PageQuery) {
  return useQuery({
    queryKey: cmsAdminKeys.problemReports(query),
    queryFn: ({ signal }) => getProblemReports(query, signal),
    placeholderData: keepPreviousData,
  });
}
