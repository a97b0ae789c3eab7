/** GET /api/v2/assignments/practice/:id/students: who met a set practice's target and who not. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export function getPracticeWorkStudents(id: number, group: number | null, signal?: AbortSignal) {
  return callEndpoint(dashboardsEndpoints.getAssignmentsPracticeByIdStudents, {
    params: { id },
    query: { groupId: group ?? undefined },
    validate: true,
    signal,
  });
}

/** Read only while `id` is set (the teacher opened that practice's students). */
export function usePracticeWorkStudents(id: number | null, group: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read('practice-students', { id, group }),
    queryFn: ({ signal }) => getPracticeWorkStudents(id!, group, signal),
    enabled: id !== null,
  });
}
