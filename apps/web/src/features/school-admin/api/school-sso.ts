/** GET/PUT/DELETE /api/v2/school-admin/sso: the school's identity provider (never its secret). */
import {
  schoolSsoSchema,
  ssoConnectionSchema,
  type SchoolSso,
  type SsoConnection,
  type SsoConnectionBody,
} from '@markwell/contracts/sso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { schoolAdminKeys } from './query-keys';

export type { SchoolSso, SsoConnection, SsoConnectionBody };

export function getSchoolSso(signal?: AbortSignal): Promise<SchoolSso> {
  return apiFetch(api.schoolSso, { schema: schoolSsoSchema, signal });
}

export function useSchoolSso() {
  return useQuery({
    queryKey: schoolAdminKeys.sso,
    queryFn: ({ signal }) => getSchoolSso(signal),
    meta: { silentError: true },
  });
}

export function saveSchoolSso(body: SsoConnectionBody): Promise<SsoConnection> {
  return apiFetch(api.schoolSso, { method: 'PUT', body, schema: ssoConnectionSchema });
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
    mutationFn: () => apiFetch(api.schoolSso, { method: 'DELETE', schema: z.unknown() }),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: schoolAdminKeys.sso }),
  });
}
