/** DELETE /api/v2/cmspages/:id (with its image). */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function deleteCmsPage(id: number) {
  return callEndpoint(cmsEndpoints.deleteCmspagesById, { params: { id }, validate: true });
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
