/** GET /api/v2/staff/tips -> every tip of the app, hidden ones too (content staff). */
import { staffTipSchema, type StaffTip } from '@markwell/contracts/tips';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export type { StaffTip };

const listSchema = z.array(staffTipSchema);

export function getStaffTips(signal?: AbortSignal) {
  return apiFetch(api.staffTips, { schema: listSchema, signal });
}

export function useStaffTips() {
  return useQuery({ queryKey: queryKeys.staffTips, queryFn: ({ signal }) => getStaffTips(signal) });
}
