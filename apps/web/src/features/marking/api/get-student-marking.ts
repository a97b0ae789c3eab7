/** GET /api/v2/exams/:id/students/:sid/marks: one student's attempt, question after question. */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type StudentMarking } from '@markwell/contracts/marking';
import { useQuery } from '@tanstack/react-query';
import { markingKeys } from './query-keys';

export type { StudentMarking };

export function getStudentMarking(assignmentId: number, studentId: number, signal?: AbortSignal) {
  return callEndpoint(markingEndpoints.getExamsByIdStudentsBySidMarks, {
    params: { id: assignmentId, sid: studentId },
    validate: true,
    signal,
  });
}

export function useStudentMarking(assignmentId: number | null, studentId: number | null) {
  return useQuery({
    queryKey: markingKeys.student(assignmentId ?? 0, studentId ?? 0),
    queryFn: ({ signal }) => getStudentMarking(assignmentId ?? 0, studentId ?? 0, signal),
    enabled: assignmentId !== null && studentId !== null,
    meta: { silentError: true },
  });
}
