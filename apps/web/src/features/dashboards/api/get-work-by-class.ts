/** GET /api/v2/exams/subject and /assignments/subject: set work per class of a subject. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

/** Exams and assignments are read alike, each from its own endpoint. */
const bySubjectOf = {
  exams: dashboardsEndpoints.getExamsSubject,
  assignments: dashboardsEndpoints.getAssignmentsSubject,
};

export function getWorkByClass(kind: 'exams' | 'assignments', subject: number, signal?: AbortSignal) {
  return callEndpoint(bySubjectOf[kind], { query: { subject }, validate: true, signal });
}

export function useWorkByClass(kind: 'exams' | 'assignments', subject: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read(`${kind}-subject`, subject),
    queryFn: ({ signal }) => getWorkByClass(kind, subject!, signal),
    enabled: subject !== null,
  });
}
