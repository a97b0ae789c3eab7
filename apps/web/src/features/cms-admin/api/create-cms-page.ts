/** POST /api/v2/cmspages -> the created page (201). */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CreateCmsPageBody } from '@markwell/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function createCmsPage(body: CreateCmsPageBody) {
  return callEndpoint(cmsEndpoints.postCmspages, { body, validate: true });
}

/** The editor shows field errors itself. */
export function useCreateCmsPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCmsPage,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: cmsAdminKeys.cmsPages }),
  });
}
