/** GET /api/v2/mafassignments as a student: the assignments set to the caller, with where they stand. */
import {
  studentAssignmentPageSchema,
  type StudentAssignment,
  type StudentAssignmentPage,
} from '@markwell/contracts/assignments';
import { EXAM_LIST_MAX_LIMIT } from '@markwell/contracts/exam-templates';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export type { StudentAssignment, StudentAssignmentPage };

export const myAssignmentsQueryKey = ['student-assignments'] as const;

/** One page of the largest size: a student has a handful of live assignments; the page says when there are more. */
export function getMyAssignments(signal?: AbortSignal): Promise<StudentAssignmentPage> {
  return apiFetch(api.assignments, {
    query: { when: 'all', page: 1, limit: EXAM_LIST_MAX_LIMIT },
    schema: studentAssignmentPageSchema,
    signal,
  });
}

export function useMyAssignments() {
  return useQuery({
    queryKey: myAssignmentsQueryKey,
    queryFn: ({ signal }) => getMyAssignments(signal),
    meta: { silentError: true }, // the page shows the error in place of the lists
  });
}
