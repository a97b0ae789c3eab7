/** PATCH /api/v2/teaserpages/:id. */
import { teaserPageSchema, type UpdateTeaserPageBody } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useStoreTeaser } from './get-teaser-pages';

export function updateTeaserPage(id: number, body: UpdateTeaserPageBody) {
  return apiFetch(api.teaserPage(id), { method: 'PATCH', body, schema: teaserPageSchema });
}

export function useUpdateTeaserPage(id: number) {
  const store = useStoreTeaser();
  return useMutation({ mutationFn: (body: UpdateTeaserPageBody) => updateTeaserPage(id, body), onSuccess: store });
}
