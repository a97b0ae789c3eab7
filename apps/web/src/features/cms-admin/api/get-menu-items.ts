/** GET /api/v2/cmsmenuitems -> both menus' items, each menu in order (content staff). */
import { menuItemsSchema, type MenuItem, type MenuName } from '@markwell/contracts/menus';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

export type { MenuItem, MenuName };

export function getMenuItems(signal?: AbortSignal) {
  return apiFetch(api.menuItems, { schema: menuItemsSchema, signal });
}

export function useMenuItems() {
  return useQuery({ queryKey: cmsAdminKeys.menuItems, queryFn: ({ signal }) => getMenuItems(signal) });
}
