/** GET /api/v2/exams and /assignments: the caller's set work with where students stand. */
import { workListSchema } from '@markwell/contracts/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

export function getWorkList(
  kind: 'exams' | 'assignments',
  f: { subject: number | null; group: number | null; page: number },
  signal?: AbortSignal,
) {
  return apiFetch(api.work(kind), {
    query: { subject: f.subject ?? undefined, groupId: f.group ?? undefined, page: f.page, limit: 10 },
    schema: workListSchema,
    signal,
  });
}

export function useWorkList(
  kind: 'exams' | 'assignments',
  f: { subject: number | null; group: number | null; page: number },
) {
  return useQuery({
    queryKey: dashboardKeys.read(kind, f),
    queryFn: ({ signal }) => getWorkList(kind, f, signal),
    placeholderData: keepPreviousData,
  });
}
