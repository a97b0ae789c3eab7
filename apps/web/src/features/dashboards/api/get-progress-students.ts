/** GET /api/v2/progress/student/course/:type: each student's completion and live score per lesson, topic or chapter. */
import { progressStudentTableSchema, type PROGRESS_UNITS } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

type ProgressUnit = (typeof PROGRESS_UNITS)[number];

export function getProgressStudents(group: number, course: number, unit: ProgressUnit, signal?: AbortSignal) {
  return apiFetch(api.progressStudentCourse(unit), {
    query: { group, course },
    schema: progressStudentTableSchema,
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
