/** DELETE /api/v2/dashboards/:id/filter: deletes one of the caller's saved filters. */
import type { DashboardKey } from '@markwell/contracts/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export function deleteSavedFilter(id: number) {
  return apiFetch(api.dashboardSavedFilter(id), { method: 'DELETE' });
}

export function useDeleteSavedFilter(dashboard: DashboardKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedFilter,
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.saved(dashboard) }),
    meta: { silentError: true },
  });
}
