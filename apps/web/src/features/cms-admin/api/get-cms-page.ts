/** GET /api/v2/cmspages/:id -> one CMS page with every SEO field. */
import { cmsPageSchema } from '@markwell/contracts/cms';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { cmsAdminKeys } from './query-keys';

export function getCmsPage(id: number, signal?: AbortSignal) {
  return apiFetch(api.cmsPage(id), { schema: cmsPageSchema, signal });
}

export function useCmsPage(id: number) {
  return useQuery({ queryKey: cmsAdminKeys.cmsPage(id), queryFn: ({ signal }) => getCmsPage(id, signal) });
}
