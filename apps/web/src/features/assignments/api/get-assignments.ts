/** GET /api/v2/mafassignments: the teacher's assignments (current, upcoming or past; all or those to mark), paged. */
import { assignmentsEndpoints } from '@markwell/contracts/endpoints/assignments';
import { callEndpointAs } from '../../../lib/call-endpoint';
import { assignmentPageSchema, type AssignmentSummary } from '@markwell/contracts/assignments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { assignmentKeys } from './query-keys';

export type { AssignmentSummary };

export const ASSIGNMENTS_PER_PAGE = 20;
export type AssignmentWhen = 'current' | 'upcoming' | 'past' | 'all';

export interface AssignmentListFilters {
  when: AssignmentWhen;
  /** Only assignments with submissions waiting for marks. */
  toMark?: boolean;
  page: number;
}

export function getAssignments(filters: AssignmentListFilters, signal?: AbortSignal) {
  return callEndpointAs(assignmentsEndpoints.getMafassignments, assignmentPageSchema, {
    query: {
      when: filters.when,
      to_mark: filters.toMark ? '1' : undefined,
      page: filters.page,
      limit: ASSIGNMENTS_PER_PAGE,
    },
    signal,
  });
}

/** Refreshes every `live` ms while the tab is visible, so the counts follow students as they work. */
export function useAssignments(filters: AssignmentListFilters, live: number | false = false) {
  return useQuery({
    queryKey: assignmentKeys.list(filters),
    queryFn: ({ signal }) => getAssignments(filters, signal),
    placeholderData: keepPreviousData,
    refetchInterval: live,
    refetchIntervalInBackground: false,
    meta: { silentError: true },
  });
}
