/** GET /api/v2/exams/:id/students/:sid/marks: one student's attempt, question after question. */
import { studentMarkingSchema, type StudentMarking } from '@markwell/contracts/marking';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { markingKeys } from './query-keys';

export type { StudentMarking };

export function getStudentMarking(assignmentId: number, studentId: number, signal?: AbortSignal) {
  return apiFetch(api.studentMarking(assignmentId, studentId), { schema: studentMarkingSchema, signal });
}

export function useStudentMarking(assignmentId: number | null, studentId: number | null) {
  return useQuery({
    queryKey: markingKeys.student(assignmentId ?? 0, studentId ?? 0),
    queryFn: ({ signal }) => getStudentMarking(assignmentId ?? 0, studentId ?? 0, signal),
    enabled: assignmentId !== null && studentId !== null,
    meta: { silentError: true },
  });
}
