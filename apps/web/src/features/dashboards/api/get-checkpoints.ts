/** GET /api/v2/checkpoints: the checkpoints of the caller's courses with each class's progress. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export function getCheckpoints(f: { group: number | null; course: number | null }, signal?: AbortSignal) {
  return callEndpoint(dashboardsEndpoints.getCheckpoints, {
    query: { groupId: f.group ?? undefined, courseId: f.course ?? undefined },
    validate: true,
    signal,
  });
}

export function useCheckpoints(f: { group: number | null; course: number | null }) {
  return useQuery({
    queryKey: dashboardKeys.read('checkpoints', f),
    queryFn: ({ signal }) => getCheckpoints(f, signal),
  });
}
