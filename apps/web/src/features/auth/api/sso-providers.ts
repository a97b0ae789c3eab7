import type { ssoEndpoints } from '@markwell/contracts/endpoints/sso';
import type { SsoProviders } from '@markwell/contracts/sso';
import { invalidResponse } from '../../../lib/api-client';
import { callEndpoint, endpointAddress } from '../../../lib/call-endpoint';

/** Checks the fields the page needs (no zod on the public /login page: script budget). */
function providersOf(data: unknown): SsoProviders {
  const d = data as Partial<SsoProviders> | null;
  if (!d || !Array.isArray(d.items)) throw invalidResponse(200, new TypeError('providers response without items'));
  return { items: d.items, passwordRefused: d.passwordRefused === true };
}

/** GET /api/v2/sso/providers: the "Sign in with …" buttons for an e-mail, or the platform-wide ones. */
export async function getSsoProviders(email?: string): Promise<SsoProviders> {
  const providers = endpointAddress<typeof ssoEndpoints.getSsoProviders>('GET', '/api/v2/sso/providers');
  return providersOf(await callEndpoint(providers, { query: { email: email || undefined }, on401: 'throw' }));
}
