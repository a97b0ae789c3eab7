/** PATCH /api/v2/cmshomepagesections/:id with { sectionBody, title? }. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type HomeSection, type UpdateHomeSectionBody } from '@markwell/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function updateHomeSection(id: number, body: UpdateHomeSectionBody) {
  return callEndpoint(cmsEndpoints.patchCmshomepagesectionsById, { params: { id }, body, validate: true });
}

export function useUpdateHomeSection(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateHomeSectionBody) => updateHomeSection(id, body),
    onSuccess: (section) => {
      client.setQueryData<HomeSection[]>(cmsAdminKeys.homeSections, (all) =>
        all?.map((s) => (s.id === section.id ? section : s)),
      );
    },
  });
}
