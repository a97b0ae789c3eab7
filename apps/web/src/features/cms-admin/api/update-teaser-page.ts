/** PATCH /api/v2/teaserpages/:id. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type UpdateTeaserPageBody } from '@markwell/contracts/cms';
import { useMutation } from '@tanstack/react-query';
import { useStoreTeaser } from './get-teaser-pages';

export function updateTeaserPage(id: number, body: UpdateTeaserPageBody) {
  return callEndpoint(cmsEndpoints.patchTeaserpagesById, { params: { id }, body, validate: true });
}

export function useUpdateTeaserPage(id: number) {
  const store = useStoreTeaser();
  return useMutation({ mutationFn: (body: UpdateTeaserPageBody) => updateTeaserPage(id, body), onSuccess: store });
}
