/** DELETE /api/v2/seopages/:id/ogphoto or /twitterphoto. */
import { seoPageSchema } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useStoreSeoPage } from './get-seo-pages';
import type { SeoImageKind } from './upload-seo-image';

export function deleteSeoImage(id: number, kind: SeoImageKind) {
  return apiFetch(api.seoPageImage(id, kind), { method: 'DELETE', schema: seoPageSchema });
}

export function useDeleteSeoImage(id: number, kind: SeoImageKind) {
  const store = useStoreSeoPage();
  return useMutation({ mutationFn: () => deleteSeoImage(id, kind), onSuccess: store });
}
