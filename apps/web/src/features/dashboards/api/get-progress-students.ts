/** GET /api/v2/progress/student/course/:type: each student's completion and live score per lesson, topic or chapter. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import type { PROGRESS_UNITS } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

type ProgressUnit = (typeof PROGRESS_UNITS)[number];

export function getProgressStudents(group: number, course: number, unit: ProgressUnit, signal?: AbortSignal) {
  return callEndpoint(dashboardsEndpoints.getProgressStudentCourseByType, {
    params: { type: unit },
    query: { group, course },
    validate: true,
    signal,
  });
}

export function useProgressStudents(f: { group: number; course: number; unit: ProgressUnit } | null) {
  return useQuery({
    queryKey: dashboardKeys.read('progress-students', f),
    queryFn: ({ signal }) => getProgressStudents(f!.group, f!.course, f!.unit, signal),
    enabled: f !== null,
  });
}
