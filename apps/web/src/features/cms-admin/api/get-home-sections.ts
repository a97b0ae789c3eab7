/** GET /api/v2/cmshomepagesections -> the home page sections, in order. */
import { cmsEndpoints } from '@markwell/contracts/endpoints/cms';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useQuery } from '@tanstack/react-query';
import { cmsAdminKeys } from './query-keys';

export function getHomeSections(signal?: AbortSignal) {
  return callEndpoint(cmsEndpoints.getCmshomepagesections, { validate: true, signal });
}

export function useHomeSections() {
  return useQuery({ queryKey: cmsAdminKeys.homeSections, queryFn: ({ signal }) => getHomeSections(signal) });
}
