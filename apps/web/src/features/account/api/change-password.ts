/** POST /api/v2/me/password: changes the caller's password; the answer's token replaces this browser's. */
import type { ChangePasswordBody } from '@markwell/contracts/accounts';
import type { LoginResponse } from '@markwell/contracts/auth';
import { authEndpoints } from '@markwell/contracts/endpoints/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { setToken } from '../../../lib/auth-token';
import { callEndpoint } from '../../../lib/call-endpoint';

export function changePassword(body: ChangePasswordBody): Promise<LoginResponse> {
  return callEndpoint(authEndpoints.postMePassword, { body, validate: true });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    meta: { silentError: true },
    onSuccess: async ({ token }) => {
      // Every other token of the account was revoked: carry on with the new one.
      setToken(token);
      await client.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
