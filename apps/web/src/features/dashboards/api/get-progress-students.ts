/** GET /api/v2/progress/student/course/topics: each student's completion and live score per topic. */
import { progressStudentTableSchema } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export function getProgressStudents(group: number, course: number, signal?: AbortSignal) {
  return apiFetch(api.progressStudentCourse('topics'), {
    query: { group, course },
    schema: progressStudentTableSchema,
    signal,
  });
}

export function useProgressStudents(f: { group: number; course: number } | null) {
  return useQuery({
    queryKey: dashboardKeys.read('progress-students', f),
    queryFn: ({ signal }) => getProgressStudents(f!.group, f!.course, signal),
    enabled: f !== null,
  });
}
