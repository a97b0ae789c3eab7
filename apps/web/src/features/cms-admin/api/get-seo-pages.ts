/** GET /api/v2/seopages -> the head tags of the public paths that are not CMS pages. */
import { seoPageSchema, type SeoPage } from '@markwell/contracts/cms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

const listSchema = z.array(seoPageSchema);

export function getSeoPages(signal?: AbortSignal) {
  return apiFetch(api.seoPages, { schema: listSchema, signal });
}

export function useSeoPages() {
  return useQuery({ queryKey: cmsAdminKeys.seoPages, queryFn: ({ signal }) => getSeoPages(signal) });
}

export function useStoreSeoPage() {
  const client = useQueryClient();
  return (page: SeoPage) =>
    client.setQueryData<SeoPage[]>(cmsAdminKeys.seoPages, (all) => all?.map((p) => (p.id === page.id ? page : p)));
}
