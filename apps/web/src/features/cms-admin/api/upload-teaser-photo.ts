/** POST /api/v2/teaserpages/:id/photos (multipart field `file`). */
import { teaserPageSchema } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { fileForm } from './file-form';
import { useStoreTeaser } from './get-teaser-pages';

export function uploadTeaserPhoto(id: number, file: File) {
  return apiFetch(api.teaserPagePhotos(id), { method: 'POST', formData: fileForm(file), schema: teaserPageSchema });
}

export function useUploadTeaserPhoto(id: number) {
  const store = useStoreTeaser();
  return useMutation({ mutationFn: (file: File) => uploadTeaserPhoto(id, file), onSuccess: store });
}
