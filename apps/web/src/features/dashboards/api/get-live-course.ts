/** GET /api/v2/livedata/student/course: a course's lessons with a student's (or the class's) live scores. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export interface LiveCourseFilter {
  group: number;
  course: number;
  student: number | null;
}

export function getLiveCourse(f: LiveCourseFilter, signal?: AbortSignal) {
  return callEndpoint(dashboardsEndpoints.getLivedataStudentCourse, {
    query: { group: f.group, course: f.course, student: f.student ?? undefined },
    validate: true,
    signal,
  });
}

export function useLiveCourse(f: LiveCourseFilter | null) {
  return useQuery({
    queryKey: dashboardKeys.read('live-course', f),
    queryFn: ({ signal }) => getLiveCourse(f!, signal),
    enabled: f !== null,
  });
}
