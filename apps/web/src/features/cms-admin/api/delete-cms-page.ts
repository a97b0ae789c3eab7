/** DELETE /api/v2/cmspages/:id (with its image). */
import { okSchema } from '@markwell/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

export function deleteCmsPage(id: number) {
  return apiFetch(api.cmsPage(id), { method: 'DELETE', schema: okSchema });
}

export function useDeleteCmsPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCmsPage,
    onSuccess: (_ok, id) => {
      client.removeQueries({ queryKey: cmsAdminKeys.cmsPage(id) });
      return client.invalidateQueries({ queryKey: cmsAdminKeys.cmsPages, exact: true });
    },
  });
}
