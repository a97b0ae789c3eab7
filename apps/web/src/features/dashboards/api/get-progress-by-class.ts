/** GET /api/v2/progress/subject/groups: completion of each class over its courses of a subject. */
import { dashboardsEndpoints } from '@markwell/contracts/endpoints/dashboards';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { dashboardKeys } from './query-keys';

export function getProgressByClass(subject: number, signal?: AbortSignal) {
  return callEndpoint(dashboardsEndpoints.getProgressSubjectByType, {
    params: { type: 'groups' },
    query: { subject },
    validate: true,
    signal,
  });
}

export function useProgressByClass(subject: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read('progress-groups', subject),
    queryFn: ({ signal }) => getProgressByClass(subject!, signal),
    enabled: subject !== null,
  });
}
