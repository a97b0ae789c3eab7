/** PATCH /api/v2/seopages/:id with the meta, Open Graph and Twitter fields. */
import { seoPageSchema, type UpdateSeoPageBody } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useStoreSeoPage } from './get-seo-pages';

export function updateSeoPage(id: number, body: UpdateSeoPageBody) {
  return apiFetch(api.seoPage(id), { method: 'PATCH', body, schema: seoPageSchema });
}

export function useUpdateSeoPage(id: number) {
  const store = useStoreSeoPage();
  return useMutation({
    mutationFn: (body: UpdateSeoPageBody) => updateSeoPage(id, body),
    meta: { silentError: true },
    onSuccess: store,
  });
}
