/** POST /api/v2/dashboards/filters: saves the current filters under a name for one dashboard. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import type { SaveDashboardFilterBody } from '@markwell/contracts/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export function saveFilter(body: SaveDashboardFilterBody) {
  return callEndpoint(dashboardsEndpoints.postDashboardsFilters, { body, validate: true });
}

export function useSaveFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFilter,
    onSuccess: (saved) => client.invalidateQueries({ queryKey: dashboardKeys.saved(saved.dashboard) }),
    meta: { silentError: true },
  });
}
