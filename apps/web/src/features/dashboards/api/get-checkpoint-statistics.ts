/** GET /api/v2/checkpoints/:id/statistics: a class's results on one checkpoint. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export interface CheckpointStatisticsFilter {
  id: number;
  group: number;
  course: number;
}

export function getCheckpointStatistics(f: CheckpointStatisticsFilter, signal?: AbortSignal) {
  return callEndpoint(dashboardsEndpoints.getCheckpointsByIdStatistics, {
    params: { id: f.id },
    query: { groupId: f.group, courseId: f.course },
    validate: true,
    signal,
  });
}

export function useCheckpointStatistics(f: CheckpointStatisticsFilter | null) {
  return useQuery({
    queryKey: dashboardKeys.read('checkpoint-statistics', f),
    queryFn: ({ signal }) => getCheckpointStatistics(f!, signal),
    enabled: f !== null,
  });
}
