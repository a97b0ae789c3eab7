/**
 * GET /api/v2/mafassignments as a teacher, for the home page: their latest assignments (due last
 * first, one page of the largest size), from which the home picks those with submitted work whose
 * marks are not released yet.
 */
import { assignmentPageSchema, type AssignmentSummary } from '@markwell/contracts/assignments';
import { EXAM_LIST_MAX_LIMIT } from '@markwell/contracts/exam-templates';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { api } from '../lib/paths';
import { queryKeys } from './query-keys';

/** Submitted attempts whose marks are not released yet. */
export const waitingForMarks = (a: AssignmentSummary) => Math.max(0, a.submitted_count - a.released_count);

export function useAssignmentsToMark() {
  return useQuery({
    queryKey: queryKeys.assignmentsToMark,
    queryFn: ({ signal }) =>
      apiFetch(api.assignments, {
        query: { when: 'all', page: 1, limit: EXAM_LIST_MAX_LIMIT },
        schema: assignmentPageSchema,
        signal,
      }),
    select: (page) => page.items.filter((a) => waitingForMarks(a) > 0),
    meta: { silentError: true }, // the home says so in place of the list
  });
}
