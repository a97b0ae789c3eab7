/** GET /api/v2/exams/statistics and /assignments/statistics: a class's results on a course. */
import { workStatisticsSchema } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export function getWorkStatistics(
  kind: 'exams' | 'assignments',
  groupId: number,
  courseId: number,
  signal?: AbortSignal,
) {
  return apiFetch(api.workStatistics(kind), { query: { groupId, courseId }, schema: workStatisticsSchema, signal });
}

export function useWorkStatistics(kind: 'exams' | 'assignments', f: { group: number; course: number } | null) {
  return useQuery({
    queryKey: dashboardKeys.read(`${kind}-statistics`, f),
    queryFn: ({ signal }) => getWorkStatistics(kind, f!.group, f!.course, signal),
    enabled: f !== null,
  });
}
