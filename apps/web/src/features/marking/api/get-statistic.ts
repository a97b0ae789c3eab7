/** GET /api/v2/mafanswers/:id/statistic: item analysis of the attempts for credit; …/statistic/csv as a spreadsheet. */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type AssignmentStatistic } from '@markwell/contracts/marking';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { markingKeys } from './query-keys';

export type { AssignmentStatistic };

export function getStatistic(assignmentId: number, signal?: AbortSignal) {
  return callEndpoint(markingEndpoints.getMafanswersByIdStatistic, {
    params: { id: assignmentId },
    validate: true,
    signal,
  });
}

export function useStatistic(assignmentId: number | null) {
  return useQuery({
    queryKey: markingKeys.statistic(assignmentId ?? 0),
    queryFn: ({ signal }) => getStatistic(assignmentId ?? 0, signal),
    enabled: assignmentId !== null,
    meta: { silentError: true },
  });
}

/** The CSV as the server makes it (formula-safe), fetched with the session so it can be saved as a file. */
export async function getStatisticCsv(assignmentId: number): Promise<string> {
  const body = await apiFetch<unknown>(api.statisticCsv(assignmentId));
  return typeof body === 'string' ? body : '';
}
