/** PATCH /api/v2/cmspages/:id -> the updated page (content sanitised by the server). */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CmsPage, type UpdateCmsPageBody } from '@markwell/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function updateCmsPage(id: number, body: UpdateCmsPageBody) {
  return callEndpoint(cmsEndpoints.patchCmspagesById, { params: { id }, body, validate: true });
}

/** Puts a page the server answered with into the cache and refreshes the list. */
export function useStorePage() {
  const client = useQueryClient();
  return (page: CmsPage) => {
    client.setQueryData(cmsAdminKeys.cmsPage(page.id), page);
    void client.invalidateQueries({ queryKey: cmsAdminKeys.cmsPages, exact: true });
  };
}

export function useUpdateCmsPage(id: number) {
  const store = useStorePage();
  return useMutation({
    mutationFn: (body: UpdateCmsPageBody) => updateCmsPage(id, body),
    meta: { silentError: true },
    onSuccess: store,
  });
}
