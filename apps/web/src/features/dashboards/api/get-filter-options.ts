/** GET /api/v2/filters: subjects (through curricula), classes and courses the dashboards filter by. */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type FilterOptions } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { dashboardKeys } from './query-keys';

export type { FilterOptions };

export function getFilterOptions(signal?: AbortSignal) {
  return callEndpoint(curriculaEndpoints.getFilters, { validate: true, signal });
}

export function useFilterOptions() {
  return useQuery({
    queryKey: dashboardKeys.options(),
    queryFn: ({ signal }) => getFilterOptions(signal),
    staleTime: 60_000,
  });
}
