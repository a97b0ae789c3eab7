/** GET /api/v2/livedata/subject/summary and /livedata/subject/students: live scores per class or per student. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export function getLiveScores(by: 'summary' | 'students', subject: number, signal?: AbortSignal) {
  if (by === 'summary')
    return callEndpoint(dashboardsEndpoints.getLivedataSubjectSummary, { query: { subject }, validate: true, signal });
  return callEndpoint(dashboardsEndpoints.getLivedataSubjectByType, {
    params: { type: 'students' },
    query: { subject },
    validate: true,
    signal,
  });
}

export function useLiveScores(by: 'summary' | 'students', subject: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read(`live-${by}`, subject),
    queryFn: ({ signal }) => getLiveScores(by, subject!, signal),
    enabled: subject !== null,
  });
}
