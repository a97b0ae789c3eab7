/** PATCH /api/v2/seopages/:id with the meta, Open Graph and Twitter fields. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type UpdateSeoPageBody } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { useStoreSeoPage } from './get-seo-pages';

export function updateSeoPage(id: number, body: UpdateSeoPageBody) {
  return callEndpoint(cmsEndpoints.patchSeopagesById, { params: { id }, body, validate: true });
}

export function useUpdateSeoPage(id: number) {
  const store = useStoreSeoPage();
  return useMutation({
    mutationFn: (body: UpdateSeoPageBody) => updateSeoPage(id, body),
    meta: { silentError: true },
    onSuccess: store,
  });
}
