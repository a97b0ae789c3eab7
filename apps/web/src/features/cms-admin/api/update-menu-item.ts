/** PATCH /api/v2/cmsmenuitems/:id: a menu item's label and/or target. */
import { menuItemSchema, type UpdateMenuItemBody } from '@markwell/contracts/menus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

export function updateMenuItem(id: number, body: UpdateMenuItemBody) {
  return apiFetch(api.menuItem(id), { method: 'PATCH', body, schema: menuItemSchema });
}

export function useUpdateMenuItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMenuItemBody }) => updateMenuItem(id, body),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: cmsAdminKeys.menuItems }),
  });
}
