import type { SsoProviders } from '@markwell/contracts/sso';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** Checks the fields the page needs (no zod on the public /login page: script budget). */
const providersResponse = {
  parse(data: unknown): SsoProviders {
    const d = data as Partial<SsoProviders> | null;
    if (!d || !Array.isArray(d.items)) throw new TypeError('providers response without items');
    return { items: d.items, passwordRefused: d.passwordRefused === true };
  },
};

/** GET /api/v2/sso/providers: the "Sign in with …" buttons for an e-mail, or the platform-wide ones. */
export function getSsoProviders(email?: string): Promise<SsoProviders> {
  return apiFetch(api.ssoProviders, {
    query: { email: email || undefined },
    schema: providersResponse,
    on401: 'throw',
  });
}
