/** GET /api/v2/dashboards/:id/filters: the caller's saved filters of one dashboard. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { DASHBOARD_KEYS, type DashboardFilter, type DashboardKey } from '@markwell/contracts/dashboards';
import { useQueries, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export type { DashboardFilter };

export function getSavedFilters(dashboard: DashboardKey, signal?: AbortSignal) {
  return callEndpoint(dashboardsEndpoints.getDashboardsByIdFilters, {
    params: { id: dashboard },
    validate: true,
    signal,
  });
}

export function useSavedFilters(dashboard: DashboardKey) {
  return useQuery({
    queryKey: dashboardKeys.saved(dashboard),
    queryFn: ({ signal }) => getSavedFilters(dashboard, signal),
  });
}

/**
 * The caller's saved filters of every dashboard, in tab order (one request per dashboard, each
 * bounded by the server): a filter saved on one tab is found from any other.
 */
export function useAllSavedFilters() {
  return useQueries({
    queries: DASHBOARD_KEYS.map((dashboard) => ({
      queryKey: dashboardKeys.saved(dashboard),
      queryFn: ({ signal }: { signal: AbortSignal }) => getSavedFilters(dashboard, signal),
    })),
    combine: (results) => ({
      data: results.every((r) => r.data) ? results.flatMap((r) => r.data ?? []) : undefined,
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}
