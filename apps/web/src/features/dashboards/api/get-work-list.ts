/** GET /api/v2/exams and /assignments: the caller's set work with where students stand. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

/** Exams and assignments are read alike, each from its own endpoint. */
const listOf = { exams: dashboardsEndpoints.getExams, assignments: dashboardsEndpoints.getAssignments };

export function getWorkList(
  kind: 'exams' | 'assignments',
  f: { subject: number | null; group: number | null; page: number },
  signal?: AbortSignal,
) {
  return callEndpoint(listOf[kind], {
    query: { subject: f.subject ?? undefined, groupId: f.group ?? undefined, page: f.page, limit: 10 },
    validate: true,
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
