/**
 * The signed-in user (GET /api/v2/me). Shared by the header, the route guards and role homes,
 * so it lives in lib/ rather than a feature. Typed by contracts but not validated with zod here:
 * this module is on the public pages' path and zod would cost them ~15 KB gzip.
 */
import type { Me, Role } from '@markwell/contracts/auth';
import type { authEndpoints } from '@markwell/contracts/endpoints/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointAddress } from '../call-endpoint';
import { useAuthToken } from '../auth-token';
import { queryKeys } from '../../api/query-keys';

export type { Me, Role };

export const meQueryKey = queryKeys.me;

export function getMe(signal?: AbortSignal): Promise<Me> {
  return callEndpoint(endpointAddress<typeof authEndpoints.getMe>('GET', '/api/v2/me'), { signal });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true, // keeps the header counters fresh
  });

/** The signed-in user; idle (no request) when there is no token. */
export function useMe() {
  const token = useAuthToken();
  return useQuery({ ...meQueryOptions(), enabled: token !== null });
}
