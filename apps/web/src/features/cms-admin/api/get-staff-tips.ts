/** GET /api/v2/staff/tips -> every tip of the app, hidden ones too (content staff). */
import { tipsEndpoints } from '@markwell/contracts/endpoints/tips';
import type { StaffTip } from '@markwell/contracts/tips';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';

export type { StaffTip };

export function getStaffTips(signal?: AbortSignal) {
  return callEndpoint(tipsEndpoints.listAll, { signal, validate: true });
}

export function useStaffTips() {
  return useQuery({ queryKey: queryKeys.staffTips, queryFn: ({ signal }) => getStaffTips(signal) });
}
