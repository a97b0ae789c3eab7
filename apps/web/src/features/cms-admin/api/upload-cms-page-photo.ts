/** POST /api/v2/cmspages/:id/photos (multipart field `file`) -> the page with its new image. */
import { cmsPageSchema } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { fileForm } from './file-form';
import { useStorePage } from './update-cms-page';

export function uploadCmsPagePhoto(id: number, file: File) {
  return apiFetch(api.cmsPagePhotos(id), { method: 'POST', formData: fileForm(file), schema: cmsPageSchema });
}

export function useUploadCmsPagePhoto() {
  const store = useStorePage();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => uploadCmsPagePhoto(id, file),
    onSuccess: store,
  });
}
