/** GET /api/v2/mafanswers/:id/marking/all: every student of assignment :id with marks so far, and the questions' progress. */
import { markingOverviewSchema, type MarkingOverview } from '@markwell/contracts/marking';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { markingKeys } from './query-keys';

export type { MarkingOverview };

export function getMarkingOverview(assignmentId: number, signal?: AbortSignal) {
  return apiFetch(api.markingOverview(assignmentId), { schema: markingOverviewSchema, signal });
}

export function useMarkingOverview(assignmentId: number | null) {
  return useQuery({
    queryKey: markingKeys.overview(assignmentId ?? 0),
    queryFn: ({ signal }) => getMarkingOverview(assignmentId ?? 0, signal),
    enabled: assignmentId !== null,
    meta: { silentError: true },
  });
}
