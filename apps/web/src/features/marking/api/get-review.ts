/** GET /api/v2/mafanswers/:id/review: the student's own released work (404 until the marks are released). */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type AttemptReview } from '@markwell/contracts/marking';
import { useQuery } from '@tanstack/react-query';
import { markingKeys } from './query-keys';

export type { AttemptReview };

export function getReview(assignmentId: number, signal?: AbortSignal) {
  return callEndpoint(markingEndpoints.getMafanswersByIdReview, {
    params: { id: assignmentId },
    validate: true,
    signal,
  });
}

export function useReview(assignmentId: number | null) {
  return useQuery({
    queryKey: markingKeys.review(assignmentId ?? 0),
    queryFn: ({ signal }) => getReview(assignmentId ?? 0, signal),
    enabled: assignmentId !== null,
    meta: { silentError: true },
  });
}
