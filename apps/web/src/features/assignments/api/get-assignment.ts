/**
 * GET /api/v2/mafassignments/:id: one assignment with its extra time and where each student
 * stands (not started, sitting with the last save time, submitted).
 */
import { assignmentsEndpoints } from '@markwell/contracts/endpoints/assignments';
import { callEndpointAs } from '../../../lib/call-endpoint';
import { assignmentSchema, type Assignment, type AssignmentStudent } from '@markwell/contracts/assignments';
import { useQuery } from '@tanstack/react-query';
import { assignmentKeys } from './query-keys';

export type { Assignment, AssignmentStudent };

/** How often the assignment page asks again while it is on screen. */
export const LIVE_REFRESH_MS = 10_000;

export function getAssignment(id: number, signal?: AbortSignal) {
  return callEndpointAs(assignmentsEndpoints.getMafassignmentsById, assignmentSchema, { params: { id }, signal });
}

/**
 * With `live`, refreshes every 10 s; TanStack Query pauses the interval while the tab is hidden
 * (refetchIntervalInBackground false) and catches up when it is shown again.
 */
export function useAssignment(id: number | null, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    queryKey: assignmentKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getAssignment(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: live,
    meta: { silentError: true },
  });
}
