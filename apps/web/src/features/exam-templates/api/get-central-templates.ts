/** GET /api/v2/central/template: the central templates content staff made, searched and paged. */
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { callEndpoint } from '../../../lib/call-endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { examTemplateKeys } from './query-keys';
import { TEMPLATES_PER_PAGE } from './get-exam-templates';

export interface CentralTemplateFilters {
  query?: string | undefined;
  page: number;
}

export function getCentralTemplates(filters: CentralTemplateFilters, signal?: AbortSignal) {
  return callEndpoint(examTemplatesEndpoints.getCentralTemplate, {
    query: { query: filters.query, page: filters.page, limit: TEMPLATES_PER_PAGE },
    validate: true,
    signal,
  });
}

export function useCentralTemplates(filters: CentralTemplateFilters) {
  return useQuery({
    queryKey: examTemplateKeys.central(filters),
    queryFn: ({ signal }) => getCentralTemplates(filters, signal),
    placeholderData: keepPreviousData,
    meta: { silentError: true }, // the page shows the error in place of the list
  });
}
