/** POST /api/v2/dashboards/filters: saves the current filters under a name for one dashboard. */
import { dashboardFilterSchema, type SaveDashboardFilterBody } from '@markwell/contracts/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export function saveFilter(body: SaveDashboardFilterBody) {
  return apiFetch(api.dashboardFilters, { method: 'POST', body, schema: dashboardFilterSchema });
}

export function useSaveFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFilter,
    onSuccess: (saved) => client.invalidateQueries({ queryKey: dashboardKeys.saved(saved.dashboard) }),
    meta: { silentError: true },
  });
}
