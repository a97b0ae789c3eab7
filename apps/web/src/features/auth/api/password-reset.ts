import type { ForgotPasswordBody, ResetPasswordBody } from '@markwell/contracts/accounts';
import type { authEndpoints } from '@markwell/contracts/endpoints/auth';
import { callEndpoint, endpointAddress } from '../../../lib/call-endpoint';
import { useAction } from '../../../lib/use-action';

/** POST /api/v2/password-resets: asks for a reset link by e-mail (public page: no zod, no TanStack Query). */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<unknown> {
  const passwordResets = endpointAddress<typeof authEndpoints.postPasswordResets>('POST', '/api/v2/password-resets');
  return callEndpoint(passwordResets, { body, on401: 'throw' });
}

export const useRequestPasswordReset = () => useAction(requestPasswordReset);

/** POST /api/v2/password-resets/confirm: sets the new password with the link's token. */
export function confirmPasswordReset(body: ResetPasswordBody): Promise<unknown> {
  const confirm = endpointAddress<typeof authEndpoints.postPasswordResetsConfirm>(
    'POST',
    '/api/v2/password-resets/confirm',
  );
  return callEndpoint(confirm, { body, on401: 'throw' });
}

export const useConfirmPasswordReset = () => useAction(confirmPasswordReset);
