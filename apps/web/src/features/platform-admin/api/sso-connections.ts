/** GET/POST /api/v2/admin/sso-connections, PUT/DELETE …/:id: platform-wide identity providers (never their secrets). */
import {
  ssoConnectionListSchema,
  ssoConnectionSchema,
  type SsoConnection,
  type SsoConnectionBody,
} from '@markwell/contracts/sso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { platformAdminKeys } from './query-keys';

export type { SsoConnection, SsoConnectionBody };

export function getSsoConnections(signal?: AbortSignal): Promise<{ items: SsoConnection[] }> {
  return apiFetch(api.adminSsoConnections, { schema: ssoConnectionListSchema, signal });
}

export function useSsoConnections() {
  return useQuery({
    queryKey: platformAdminKeys.ssoConnections,
    queryFn: ({ signal }) => getSsoConnections(signal),
    meta: { silentError: true },
  });
}

export function createSsoConnection(body: SsoConnectionBody): Promise<SsoConnection> {
  return apiFetch(api.adminSsoConnections, { method: 'POST', body, schema: ssoConnectionSchema });
}

export function updateSsoConnection(id: number, body: SsoConnectionBody): Promise<SsoConnection> {
  return apiFetch(api.adminSsoConnection(id), { method: 'PUT', body, schema: ssoConnectionSchema });
}

/** Creates a provider (no id) or changes one. */
export function useSaveSsoConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SsoConnectionBody }) =>
      id === null ? createSsoConnection(body) : updateSsoConnection(id, body),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: platformAdminKeys.ssoConnections }),
  });
}

export function useRemoveSsoConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(api.adminSsoConnection(id), { method: 'DELETE', schema: z.unknown() }),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: platformAdminKeys.ssoConnections }),
  });
}
