/** GET /api/v2/exams/subject and /assignments/subject: set work per class of a subject. */
import { workSubjectRowSchema } from '@markwell/contracts/dashboards';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

const rowsSchema = z.array(workSubjectRowSchema);

export function getWorkByClass(kind: 'exams' | 'assignments', subject: number, signal?: AbortSignal) {
  return apiFetch(api.workSubject(kind), { query: { subject }, schema: rowsSchema, signal });
}

export function useWorkByClass(kind: 'exams' | 'assignments', subject: number | null) {
  return useQuery({
    queryKey: dashboardKeys.read(`${kind}-subject`, subject),
    queryFn: ({ signal }) => getWorkByClass(kind, subject!, signal),
    enabled: subject !== null,
  });
}
