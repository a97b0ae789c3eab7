/** GET /api/v2/checkpoints/:id/statistics: a class's results on one checkpoint. */
import { checkpointStatisticsSchema } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export interface CheckpointStatisticsFilter {
  id: number;
  group: number;
  course: number;
}

export function getCheckpointStatistics(f: CheckpointStatisticsFilter, signal?: AbortSignal) {
  return apiFetch(api.checkpointStatistics(f.id), {
    query: { groupId: f.group, courseId: f.course },
    schema: checkpointStatisticsSchema,
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
