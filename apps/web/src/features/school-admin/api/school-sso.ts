/** GET/PUT/DELETE /api/v2/school-admin/sso: the school's identity provider (never its secret). */
import { ssoEndpoints } from '@markwell/contracts/endpoints/sso';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { SchoolSso, SsoConnection, SsoConnectionBody } from '@markwell/contracts/sso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { schoolAdminKeys } from './query-keys';

export type { SchoolSso, SsoConnection, SsoConnectionBody };

export function getSchoolSso(signal?: AbortSignal): Promise<SchoolSso> {
  return callEndpoint(ssoEndpoints.getSchoolAdminSso, { validate: true, signal });
}

export function useSchoolSso() {
  return useQuery({
    queryKey: schoolAdminKeys.sso,
    queryFn: ({ signal }) => getSchoolSso(signal),
    meta: { silentError: true },
  });
}

export function saveSchoolSso(body: SsoConnectionBody): Promise<SsoConnection> {
  return callEndpoint(ssoEndpoints.putSchoolAdminSso, { body, validate: true });
}

export function useSaveSchoolSso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSchoolSso,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: schoolAdminKeys.sso }),
  });
}

export function useRemoveSchoolSso() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(ssoEndpoints.deleteSchoolAdminSso),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: schoolAdminKeys.sso }),
  });
}
