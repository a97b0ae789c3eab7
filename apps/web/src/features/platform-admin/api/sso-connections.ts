/** GET/POST /api/v2/admin/sso-connections, PUT/DELETE …/:id: platform-wide identity providers (never their secrets). */
import { ssoEndpoints } from '@markwell/contracts/endpoints/sso';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { SsoConnection, SsoConnectionBody } from '@markwell/contracts/sso';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformAdminKeys } from './query-keys';

export type { SsoConnection, SsoConnectionBody };

export function getSsoConnections(signal?: AbortSignal): Promise<{ items: SsoConnection[] }> {
  return callEndpoint(ssoEndpoints.getAdminSsoConnections, { validate: true, signal });
}

export function useSsoConnections() {
  return useQuery({
    queryKey: platformAdminKeys.ssoConnections,
    queryFn: ({ signal }) => getSsoConnections(signal),
    meta: { silentError: true },
  });
}

export function createSsoConnection(body: SsoConnectionBody): Promise<SsoConnection> {
  return callEndpoint(ssoEndpoints.postAdminSsoConnections, { body, validate: true });
}

export function updateSsoConnection(id: number, body: SsoConnectionBody): Promise<SsoConnection> {
  return callEndpoint(ssoEndpoints.putAdminSsoConnectionsById, { params: { id }, body, validate: true });
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
    mutationFn: (id: number) => callEndpoint(ssoEndpoints.deleteAdminSsoConnectionsById, { params: { id } }),
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: platformAdminKeys.ssoConnections }),
  });
}
