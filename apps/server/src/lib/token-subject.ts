import type { Role } from '@markwell/contracts';

/**
 * Who a token is signed for. Apart from the auth plugin that signs it, so the auth and SSO
 * services, which the plugin's user lookup comes from, can name it without importing the plugin.
 */
export interface TokenSubject {
  id: number;
  email: string;
  role: Role;
  tokenVersion: number;
}
