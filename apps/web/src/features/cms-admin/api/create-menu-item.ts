/** POST /api/v2/cmsmenuitems: a link at the end of the header or footer menu. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CreateMenuItemBody } from '@markwell/contracts/menus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function createMenuItem(body: CreateMenuItemBody) {
  return callEndpoint(cmsEndpoints.postCmsmenuitems, { body, validate: true });
}

export function useCreateMenuItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMenuItem,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: cmsAdminKeys.menuItems }),
  });
}
