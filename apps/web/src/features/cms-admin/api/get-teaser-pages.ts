/** GET /api/v2/teaserpages -> the teaser pages. */
import { teaserPageSchema, type TeaserPage } from '@markwell/contracts/cms';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

const listSchema = z.array(teaserPageSchema);

export function getTeaserPages(signal?: AbortSignal) {
  return apiFetch(api.teaserPages, { schema: listSchema, signal });
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
