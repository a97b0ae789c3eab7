import type {
  ConfirmEmailResponse,
  RegisterBody,
  RegisterCategories,
  RegisterResponse,
} from '@markwell/contracts/billing';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { useAction } from '../../../lib/use-action';
import { useResource } from '../../../lib/use-resource';

/** GET /api/v2/register/categories: school types, subjects with prices, and the form token. */
export function getRegisterCategories(signal?: AbortSignal): Promise<RegisterCategories> {
  return apiFetch<RegisterCategories>(api.registerCategories, { signal, on401: 'throw' });
}

/** Fetched once per visit: the form token inside must date from when the form opened. */
export const useRegisterCategories = () => useResource('register-categories', getRegisterCategories, { staleMs: 0 });

/** POST /api/v2/registers/users (public page: no zod, no TanStack Query). */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>(api.register, { method: 'POST', body, on401: 'throw' });
}

export const useRegister = () => useAction(register);

/** POST /api/v2/registers/confirmations: confirms the owner's address with the link's token. */
export function confirmEmail(token: string): Promise<ConfirmEmailResponse> {
  return apiFetch<ConfirmEmailResponse>(api.registerConfirmation, { method: 'POST', body: { token }, on401: 'throw' });
}

export const useConfirmEmail = () => useAction(confirmEmail);

/** POST /api/v2/registers/confirmations/resend: asks for a new confirmation link. */
export function resendConfirmation(email: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(api.registerConfirmationResend, {
    method: 'POST',
    body: { email },
    on401: 'throw',
  });
}

export const useResendConfirmation = () => useAction(resendConfirmation);
