/** GET /api/v2/cmspages/:id -> one CMS page with every SEO field. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useQuery } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function getCmsPage(id: number, signal?: AbortSignal) {
  return callEndpoint(cmsEndpoints.getCmspagesById, { params: { id }, validate: true, signal });
}

export function useCmsPage(id: number) {
  return useQuery({ queryKey: cmsAdminKeys.cmsPage(id), queryFn: ({ signal }) => getCmsPage(id, signal) });
}
