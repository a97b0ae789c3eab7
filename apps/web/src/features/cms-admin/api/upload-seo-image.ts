/** POST /api/v2/seopages/:id/ogphotos or /twitterphotos (multipart field `file`). */
import { seoPageSchema } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { fileForm } from './file-form';
import { useStoreSeoPage } from './get-seo-pages';

export type SeoImageKind = 'og' | 'twitter';

export function uploadSeoImage(id: number, kind: SeoImageKind, file: File) {
  return apiFetch(api.seoPageImages(id, kind), { method: 'POST', formData: fileForm(file), schema: seoPageSchema });
}

export function useUploadSeoImage(id: number, kind: SeoImageKind) {
  const store = useStoreSeoPage();
  return useMutation({ mutationFn: (file: File) => uploadSeoImage(id, kind, file), onSuccess: store });
}
