/** GET /api/v2/dashboards/:id/filters: the caller's saved filters of one dashboard. */
import { dashboardFilterSchema, type DashboardFilter, type DashboardKey } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export type { DashboardFilter };
const listSchema = z.array(dashboardFilterSchema);

export function getSavedFilters(dashboard: DashboardKey, signal?: AbortSignal) {
  return apiFetch(api.dashboardSavedFilters(dashboard), { schema: listSchema, signal });
}

export function useSavedFilters(dashboard: DashboardKey) {
  return useQuery({
    queryKey: dashboardKeys.saved(dashboard),
    queryFn: ({ signal }) => getSavedFilters(dashboard, signal),
  });
}
