/** DELETE /api/v2/dashboards/:id/filter: deletes one of the caller's saved filters. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export function deleteSavedFilter(id: number) {
  return callEndpoint(dashboardsEndpoints.deleteDashboardsByIdFilter, { params: { id } });
}

/** Deletes a saved filter of any dashboard; the lists are read again. */
export function useDeleteSavedFilter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedFilter,
    onSuccess: () => client.invalidateQueries({ queryKey: dashboardKeys.allSaved() }),
    meta: { silentError: true },
  });
}
