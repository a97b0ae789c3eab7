/** PATCH /api/v2/tips/:id with { icon?, title?, text?, shown? } (content staff). */
import { tipsEndpoints } from '@markwell/contracts/endpoints/tips';
import type { StaffTip, UpdateTipBody } from '@markwell/contracts/tips';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';

export function updateTip(id: number, body: UpdateTipBody) {
  return callEndpoint(tipsEndpoints.update, { params: { id }, body, validate: true });
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
