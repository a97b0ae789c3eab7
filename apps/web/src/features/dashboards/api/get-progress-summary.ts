/** GET /api/v2/progress/subject/summary: completion per qualification of a subject. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export function getProgressSummary(subject: number, signal?: AbortSignal) {
  return callEndpoint(dashboardsEndpoints.getProgressSubjectSummary, { query: { subject }, validate: true, signal });
}

export function useProgressSummary(subject: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read('progress-summary', subject),
    queryFn: ({ signal }) => getProgressSummary(subject!, signal),
    enabled: subject !== null,
  });
}
