import type { ForgotPasswordBody, ResetPasswordBody } from '@markwell/contracts/accounts';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useAction } from '../../../lib/use-action';

/** POST /api/v2/password-resets: asks for a reset link by e-mail (public page: no zod, no TanStack Query). */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<unknown> {
  return apiFetch(api.passwordResets, { method: 'POST', body, on401: 'throw' });
}

export const useRequestPasswordReset = () => useAction(requestPasswordReset);

/** POST /api/v2/password-resets/confirm: sets the new password with the link's token. */
export function confirmPasswordReset(body: ResetPasswordBody): Promise<unknown> {
  return apiFetch(api.passwordResetConfirm, { method: 'POST', body, on401: 'throw' });
}

export const useConfirmPasswordReset = () => useAction(confirmPasswordReset);
