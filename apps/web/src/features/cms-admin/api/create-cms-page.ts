/** POST /api/v2/cmspages -> the created page (201). */
import { cmsPageSchema, type CreateCmsPageBody } from '@markwell/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

export function createCmsPage(body: CreateCmsPageBody) {
  return apiFetch(api.cmsPages, { method: 'POST', body, schema: cmsPageSchema });
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
