/** PATCH /api/v2/cmshomepagesections/:id with { sectionBody, title? }. */
import { homeSectionSchema, type HomeSection, type UpdateHomeSectionBody } from '@markwell/contracts/cms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

export function updateHomeSection(id: number, body: UpdateHomeSectionBody) {
  return apiFetch(api.homeSection(id), { method: 'PATCH', body, schema: homeSectionSchema });
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
