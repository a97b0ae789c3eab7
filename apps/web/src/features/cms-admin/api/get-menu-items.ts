/** GET /api/v2/cmsmenuitems -> both menus' items, each menu in order (content staff). */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type MenuItem, type MenuName } from '@markwell/contracts/menus';
import { useQuery } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export type { MenuItem, MenuName };

export function getMenuItems(signal?: AbortSignal) {
  return callEndpoint(cmsEndpoints.getCmsmenuitems, { validate: true, signal });
}

export function useMenuItems() {
  return useQuery({ queryKey: cmsAdminKeys.menuItems, queryFn: ({ signal }) => getMenuItems(signal) });
}
