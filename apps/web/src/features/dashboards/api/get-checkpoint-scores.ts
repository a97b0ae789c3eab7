/** GET /api/v2/checkpoints/subject/score: checkpoints sat and mean per class of a subject. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export function getCheckpointScores(subject: number, signal?: AbortSignal) {
  return callEndpoint(dashboardsEndpoints.getCheckpointsSubjectScore, { query: { subject }, validate: true, signal });
}

export function useCheckpointScores(subject: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read('checkpoint-scores', subject),
    queryFn: ({ signal }) => getCheckpointScores(subject!, signal),
    enabled: subject !== null,
  });
}
