/** GET /api/v2/progress/subject/summary: completion per qualification of a subject. */
import { progressSummaryRowSchema } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

const rowsSchema = z.array(progressSummaryRowSchema);

export function getProgressSummary(subject: number, signal?: AbortSignal) {
  return apiFetch(api.progressSubjectSummary, { query: { subject }, schema: rowsSchema, signal });
}

export function useProgressSummary(subject: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read('progress-summary', subject),
    queryFn: ({ signal }) => getProgressSummary(subject!, signal),
    enabled: subject !== null,
  });
}
