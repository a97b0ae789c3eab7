/** POST /api/v2/cmsmenuitems: a link at the end of the header or footer menu. */
import { menuItemSchema, type CreateMenuItemBody } from '@markwell/contracts/menus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

export function createMenuItem(body: CreateMenuItemBody) {
  return apiFetch(api.menuItems, { method: 'POST', body, schema: menuItemSchema });
}

export function useCreateMenuItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMenuItem,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: cmsAdminKeys.menuItems }),
  });
}
