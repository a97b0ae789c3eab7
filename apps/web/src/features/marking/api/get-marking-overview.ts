/** GET /api/v2/mafanswers/:id/marking/all: every student of assignment :id with marks so far, and the questions' progress. */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type MarkingOverview } from '@markwell/contracts/marking';
import { useQuery } from '@tanstack/react-query';
import { markingKeys } from './query-keys';

export type { MarkingOverview };

export function getMarkingOverview(assignmentId: number, signal?: AbortSignal) {
  return callEndpoint(markingEndpoints.getMafanswersByIdMarkingAll, {
    params: { id: assignmentId },
    validate: true,
    signal,
  });
}

export function useMarkingOverview(assignmentId: number | null) {
  return useQuery({
    queryKey: markingKeys.overview(assignmentId ?? 0),
    queryFn: ({ signal }) => getMarkingOverview(assignmentId ?? 0, signal),
    enabled: assignmentId !== null,
    meta: { silentError: true },
  });
}
