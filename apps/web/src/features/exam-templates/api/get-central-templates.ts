/** GET /api/v2/central/template: the central templates content staff made, searched and paged. */
import { examTemplatePageSchema } from '@markwell/contracts/exam-templates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { examTemplateKeys } from './query-keys';
import { TEMPLATES_PER_PAGE } from './get-exam-templates';

export interface CentralTemplateFilters {
  query?: string | undefined;
  page: number;
}

export function getCentralTemplates(filters: CentralTemplateFilters, signal?: AbortSignal) {
  return apiFetch(api.centralTemplates, {
    query: { query: filters.query, page: filters.page, limit: TEMPLATES_PER_PAGE },
    schema: examTemplatePageSchema,
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
