/** GET /api/v2/exams/statistics and /assignments/statistics: a class's results on a course. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

/** Exams and assignments are read alike, each from its own endpoint. */
const statisticsOf = {
  exams: dashboardsEndpoints.getExamsStatistics,
  assignments: dashboardsEndpoints.getAssignmentsStatistics,
};

export function getWorkStatistics(
  kind: 'exams' | 'assignments',
  groupId: number,
  courseId: number,
  signal?: AbortSignal,
) {
  return callEndpoint(statisticsOf[kind], { query: { groupId, courseId }, validate: true, signal });
}

export function useWorkStatistics(kind: 'exams' | 'assignments', f: { group: number; course: number } | null) {
  return useQuery({
    queryKey: dashboardKeys.read(`${kind}-statistics`, f),
    queryFn: ({ signal }) => getWorkStatistics(kind, f!.group, f!.course, signal),
    enabled: f !== null,
  });
}
