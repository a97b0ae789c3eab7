/** GET /api/v2/seopages -> the head tags of the public paths that are not CMS pages. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type SeoPage } from '@markwell/contracts/cms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function getSeoPages(signal?: AbortSignal) {
  return callEndpoint(cmsEndpoints.getSeopages, { validate: true, signal });
}

export function useSeoPages() {
  return useQuery({ queryKey: cmsAdminKeys.seoPages, queryFn: ({ signal }) => getSeoPages(signal) });
}

export function useStoreSeoPage() {
  const client = useQueryClient();
  return (page: SeoPage) =>
    client.setQueryData<SeoPage[]>(cmsAdminKeys.seoPages, (all) => all?.map((p) => (p.id === page.id ? page : p)));
}
