/** POST /api/v2/me/password: changes the caller's password; the answer's token replaces this browser's. */
import type { ChangePasswordBody } from '@markwell/contracts/accounts';
import { loginResponseSchema, type LoginResponse } from '@markwell/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';
import { setToken } from '../../../lib/auth-token';
import { api } from '../../../lib/paths';

export function changePassword(body: ChangePasswordBody): Promise<LoginResponse> {
  return apiFetch(api.changePassword, { method: 'POST', body, schema: loginResponseSchema });
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
