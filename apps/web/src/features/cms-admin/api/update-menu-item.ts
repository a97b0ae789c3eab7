/** PATCH /api/v2/cmsmenuitems/:id: a menu item's label and/or target. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type UpdateMenuItemBody } from '@markwell/contracts/menus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function updateMenuItem(id: number, body: UpdateMenuItemBody) {
  return callEndpoint(cmsEndpoints.patchCmsmenuitemsById, { params: { id }, body, validate: true });
}

export function useUpdateMenuItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMenuItemBody }) => updateMenuItem(id, body),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: cmsAdminKeys.menuItems }),
  });
}
