/** GET /api/v2/teaserpages -> the teaser pages. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type TeaserPage } from '@markwell/contracts/cms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function getTeaserPages(signal?: AbortSignal) {
  return callEndpoint(cmsEndpoints.getTeaserpages, { validate: true, signal });
}

export function useTeaserPages() {
  return useQuery({ queryKey: cmsAdminKeys.teaserPages, queryFn: ({ signal }) => getTeaserPages(signal) });
}

/** Replaces one teaser in the cached list with what the server answered. */
export function useStoreTeaser() {
  const client = useQueryClient();
  return (teaser: TeaserPage) =>
    client.setQueryData<TeaserPage[]>(cmsAdminKeys.teaserPages, (all) =>
      all?.map((t) => (t.id === teaser.id ? teaser : t)),
    );
}
