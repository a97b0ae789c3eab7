/** PATCH /api/v2/tips/:id with { icon?, title?, text?, shown? } (content staff). */
import { staffTipSchema, type StaffTip, type UpdateTipBody } from '@markwell/contracts/tips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export function updateTip(id: number, body: UpdateTipBody) {
  return apiFetch(api.tip(id), { method: 'PATCH', body, schema: staffTipSchema });
}

export function useUpdateTip(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTipBody) => updateTip(id, body),
    onSuccess: (tip) => {
      client.setQueryData<StaffTip[]>(queryKeys.staffTips, (all) => all?.map((t) => (t.id === tip.id ? tip : t)));
      // The tips shown in the app follow at once (the staff list shares their prefix, so refetch only those).
      return client.invalidateQueries({ queryKey: queryKeys.tips, exact: true });
    },
    meta: { silentError: true },
  });
}
