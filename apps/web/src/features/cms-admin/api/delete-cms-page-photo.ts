/** DELETE /api/v2/cmspages/:id/photo -> the page without image. */
import { cmsPageSchema } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useStorePage } from './update-cms-page';

export function deleteCmsPagePhoto(id: number) {
  return apiFetch(api.cmsPagePhoto(id), { method: 'DELETE', schema: cmsPageSchema });
}

export function useDeleteCmsPagePhoto() {
  const store = useStorePage();
  return useMutation({ mutationFn: deleteCmsPagePhoto, onSuccess: store });
}
