import type {
  ConfirmEmailResponse,
  RegisterBody,
  RegisterCategories,
  RegisterResponse,
} from '@markwell/contracts/billing';
import type { billingEndpoints } from '@markwell/contracts/endpoints/billing';
import { callEndpoint, endpointAddress } from '../../../lib/call-endpoint';
import { useAction } from '../../../lib/use-action';
import { useResource } from '../../../lib/use-resource';

// A public page: the endpoints' addresses are written here (checked by the compiler against their
// declarations) so that no schema, nor zod, reaches its bundle.
type E = typeof billingEndpoints;
const categories = endpointAddress<E['getRegisterCategories']>('GET', '/api/v2/register/categories');
const registers = endpointAddress<E['postRegistersUsers']>('POST', '/api/v2/registers/users');
const confirmations = endpointAddress<E['postRegistersConfirmations']>('POST', '/api/v2/registers/confirmations');
const resend = endpointAddress<E['postRegistersConfirmationsResend']>('POST', '/api/v2/registers/confirmations/resend');

/** GET /api/v2/register/categories: school types, subjects with prices, and the form token. */
export function getRegisterCategories(signal?: AbortSignal): Promise<RegisterCategories> {
  return callEndpoint(categories, { signal, on401: 'throw' });
}

/** Fetched once per visit: the form token inside must date from when the form opened. */
export const useRegisterCategories = () => useResource('register-categories', getRegisterCategories, { staleMs: 0 });

/** POST /api/v2/registers/users (public page: no zod, no TanStack Query). */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return callEndpoint(registers, { body, on401: 'throw' });
}

export const useRegister = () => useAction(register);

/** POST /api/v2/registers/confirmations: confirms the owner's address with the link's token. */
export function confirmEmail(token: string): Promise<ConfirmEmailResponse> {
  return callEndpoint(confirmations, { body: { token }, on401: 'throw' });
}

export const useConfirmEmail = () => useAction(confirmEmail);

/** POST /api/v2/registers/confirmations/resend: asks for a new confirmation link. */
export function resendConfirmation(email: string): Promise<{ message: string }> {
  return callEndpoint(resend, { body: { email }, on401: 'throw' });
}

export const useResendConfirmation = () => useAction(resendConfirmation);
