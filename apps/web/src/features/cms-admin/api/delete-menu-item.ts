/** DELETE /api/v2/cmsmenuitems/:id: removes a link from its menu. */
import { okSchema } from '@markwell/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

export function deleteMenuItem(id: number) {
  return apiFetch(api.menuItem(id), { method: 'DELETE', schema: okSchema });
}

export function useDeleteMenuItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuItem,
    onSuccess: () => client.invalidateQueries({ queryKey: cmsAdminKeys.menuItems }),
  });
}
