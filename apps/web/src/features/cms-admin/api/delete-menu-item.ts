/** DELETE /api/v2/cmsmenuitems/:id: removes a link from its menu. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function deleteMenuItem(id: number) {
  return callEndpoint(cmsEndpoints.deleteCmsmenuitemsById, { params: { id }, validate: true });
}

export function useDeleteMenuItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSuccess: () => client.invalidateQueries({ queryKey: cmsAdminKeys.menuItems }),
  });
}
