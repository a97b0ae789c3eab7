/** GET /api/v2/cmspages -> every CMS page, public or not (content staff). */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useQuery } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function getCmsPages(signal?: AbortSignal) {
  return callEndpoint(cmsEndpoints.getCmspages, { validate: true, signal });
}

export function useCmsPages() {
  return useQuery({ queryKey: cmsAdminKeys.cmsPages, queryFn: ({ signal }) => getCmsPages(signal) });
}
