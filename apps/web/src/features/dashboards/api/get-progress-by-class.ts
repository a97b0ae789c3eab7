/** GET /api/v2/progress/subject/groups: completion of each class over its courses of a subject. */
import { progressRowSchema } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

const rowsSchema = z.array(progressRowSchema);

export function getProgressByClass(subject: number, signal?: AbortSignal) {
  return apiFetch(api.progressSubject('groups'), { query: { subject }, schema: rowsSchema, signal });
}

export function useProgressByClass(subject: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read('progress-groups', subject),
    queryFn: ({ signal }) => getProgressByClass(subject!, signal),
    enabled: subject !== null,
  });
}
