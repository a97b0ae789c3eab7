/** GET /api/v2/mafassignments as a student: the assignments set to the caller, with where they stand. */
import { assignmentsEndpoints } from '@markwell/contracts/endpoints/assignments';
import { callEndpointAs } from '../lib/call-endpoint';
import {
  studentAssignmentPageSchema,
  type StudentAssignment,
  type StudentAssignmentPage,
} from '@markwell/contracts/assignments';
import { EXAM_LIST_MAX_LIMIT } from '@markwell/contracts/exam-templates';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export type { StudentAssignment, StudentAssignmentPage };

/** One page of the largest size: a student has a handful of live assignments; the page says when there are more. */
export function getMyAssignments(signal?: AbortSignal): Promise<StudentAssignmentPage> {
  return callEndpointAs(assignmentsEndpoints.getMafassignments, studentAssignmentPageSchema, {
    query: { when: 'all', page: 1, limit: EXAM_LIST_MAX_LIMIT },
    signal,
  });
}

export function useMyAssignments() {
  return useQuery({
    queryKey: queryKeys.myAssignments,
    queryFn: ({ signal }) => getMyAssignments(signal),
    meta: { silentError: true }, // the pages show the error in place of the lists
  });
}
