/** DELETE /api/v2/teaserpages/:id/photo. */
import { teaserPageSchema } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useStoreTeaser } from './get-teaser-pages';

export function deleteTeaserPhoto(id: number) {
  return apiFetch(api.teaserPagePhoto(id), { method: 'DELETE', schema: teaserPageSchema });
}

export function useDeleteTeaserPhoto(id: number) {
  const store = useStoreTeaser();
  return useMutation({ mutationFn: () => deleteTeaserPhoto(id), onSuccess: store });
}
