import type { LoginBody, LoginResponse } from '@markwell/contracts/auth';
import type { authEndpoints } from '@markwell/contracts/endpoints/auth';
import { invalidResponse } from '../../../lib/api-client';
import { callEndpoint, endpointAddress } from '../../../lib/call-endpoint';
import { useAction } from '../../../lib/use-action';

/**
 * Checks the one field the page needs instead of the zod schema: /login is a public page and
 * zod would add ~24 KB gzip to it.
 */
function loginResponseOf(data: unknown): LoginResponse {
  const token = (data as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token === '')
    throw invalidResponse(200, new TypeError('login response without a token'));
  return { token };
}

/** POST /login_check. A 401 here means wrong credentials, so it must not reload the page. */
export async function login(body: LoginBody): Promise<LoginResponse> {
  const loginCheck = endpointAddress<typeof authEndpoints.postLoginCheck>('POST', '/login_check');
  return loginResponseOf(await callEndpoint(loginCheck, { body, on401: 'throw' }));
}

/**
 * The login form shows its own errors. No TanStack Query here: /login is a public page
 * (lib/use-action keeps it under the script budget).
 */
export function useLogin() {
  return useAction(login);
}
