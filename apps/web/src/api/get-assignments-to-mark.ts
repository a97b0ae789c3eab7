/**
 * GET /api/v2/mafassignments?to_mark=1 as a teacher, for the home page: their assignments of every
 * time with submissions waiting for marks (one page of the largest size), and how many there are.
 */
import { assignmentsEndpoints } from '@markwell/contracts/endpoints/assignments';
import { callEndpointAs } from '../lib/call-endpoint';
import { assignmentPageSchema, type AssignmentSummary } from '@markwell/contracts/assignments';
import { EXAM_LIST_MAX_LIMIT } from '@markwell/contracts/exam-templates';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * Submissions waiting for marks (submitted, marks not released): the server's one count, the same
 * the assignments list's "To mark" column and the marking page show.
 */
export const waitingForMarks = (a: AssignmentSummary) => a.to_mark_count;

export function useAssignmentsToMark() {
  return useQuery({
    queryKey: queryKeys.assignmentsToMark,
    queryFn: ({ signal }) =>
      callEndpointAs(assignmentsEndpoints.getMafassignments, assignmentPageSchema, {
        query: { when: 'all', to_mark: '1', page: 1, limit: EXAM_LIST_MAX_LIMIT },
        signal,
      }),
    select: (page) => ({ items: page.items.filter((a) => waitingForMarks(a) > 0), total: page.total }),
    meta: { silentError: true }, // the home says so in place of the list
  });
}
