/** DELETE /api/v2/cmspages/:id (with its image). */
import { okSchema } from '@markwell/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsPagesQueryKey } from './get-cms-pages';

export function deleteCmsPage(id: number) {
  return apiFetch(api.cmsPage(id), { method: 'DELETE', schema: okSchema });
}

export function useDeleteCmsPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCmsPage,
    onSuccess: (_ok, id) => {
      client.removeQueries({ queryKey: [...cmsPagesQueryKey, id] });
      return client.invalidateQueries({ queryKey: cmsPagesQueryKey, exact: true });
    },
  });
}
