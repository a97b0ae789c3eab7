/** GET /api/v2/filters: subjects (through curricula), classes and courses the dashboards filter by. */
import { filterOptionsSchema, type FilterOptions } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export type { FilterOptions };

export function getFilterOptions(signal?: AbortSignal) {
  return apiFetch(api.dashboardFilterOptions, { schema: filterOptionsSchema, signal });
}

export function useFilterOptions() {
  return useQuery({
    queryKey: dashboardKeys.options(),
    queryFn: ({ signal }) => getFilterOptions(signal),
    staleTime: 60_000,
  });
}
