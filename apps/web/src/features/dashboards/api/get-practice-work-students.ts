/** GET /api/v2/assignments/practice/:id/students: who met a set practice's target and who not. */
import { practiceWorkStudentsSchema } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export function getPracticeWorkStudents(id: number, group: number | null, signal?: AbortSignal) {
  return apiFetch(api.practiceWorkStudents(id), {
    query: { groupId: group ?? undefined },
    schema: practiceWorkStudentsSchema,
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
