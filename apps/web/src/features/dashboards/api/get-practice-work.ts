/** GET /api/v2/assignments/practice: the caller's set practice, each with its target and how many met it. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export function getPracticeWork(
  f: { subject: number | null; group: number | null; page: number },
  signal?: AbortSignal,
) {
  return callEndpoint(dashboardsEndpoints.getAssignmentsPractice, {
    query: { subject: f.subject ?? undefined, groupId: f.group ?? undefined, page: f.page, limit: 10 },
    validate: true,
    signal,
  });
}

export function usePracticeWork(f: { subject: number | null; group: number | null; page: number }) {
  return useQuery({
    queryKey: dashboardKeys.read('practice', f),
    queryFn: ({ signal }) => getPracticeWork(f, signal),
    placeholderData: keepPreviousData,
  });
}
