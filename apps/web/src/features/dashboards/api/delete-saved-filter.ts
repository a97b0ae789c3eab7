/** DELETE /api/v2/dashboards/:id/filter: deletes one of the caller's saved filters. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export function deleteSavedFilter(id: number) {
  return apiFetch(api.dashboardSavedFilter(id), { method: 'DELETE' });
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
