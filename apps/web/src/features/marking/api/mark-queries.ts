/**
 * Students' queries on one marking point of released work ("I did say this"):
 * GET /api/v2/mafanswers/:id/queries (teacher, with the engine's trace),
 * PATCH /api/v2/mafanswers/:id/queries/:rid (teacher: uphold or reject),
 * POST /api/v2/mafanswers/:id/queries (student: ask).
 */
import {
  decidedMarkQuerySchema,
  markQueryListSchema,
  studentMarkQuerySchema,
  type CreateMarkQueryBody,
  type DecideMarkQueryBody,
  type MarkQueryWithTrace,
} from '@markwell/contracts/marking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { markingKey, markingKeys } from './query-keys';

export type { MarkQueryWithTrace };

export function getMarkQueries(assignmentId: number, status: 'open' | 'all', signal?: AbortSignal) {
  return apiFetch(api.markQueries(assignmentId), { query: { status }, schema: markQueryListSchema, signal });
}

export function useMarkQueries(assignmentId: number | null, status: 'open' | 'all') {
  return useQuery({
    queryKey: markingKeys.queries(assignmentId ?? 0, status),
    queryFn: ({ signal }) => getMarkQueries(assignmentId ?? 0, status, signal),
    enabled: assignmentId !== null,
    meta: { silentError: true },
  });
}

export function decideMarkQuery(assignmentId: number, queryId: number, body: DecideMarkQueryBody) {
  return apiFetch(api.markQuery(assignmentId, queryId), { method: 'PATCH', body, schema: decidedMarkQuerySchema });
}

export function useDecideMarkQuery(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ queryId, body }: { queryId: number; body: DecideMarkQueryBody }) =>
      decideMarkQuery(assignmentId, queryId, body),
    onSettled: () => client.invalidateQueries({ queryKey: markingKey }),
    meta: { silentError: true },
  });
}

export function createMarkQuery(assignmentId: number, body: CreateMarkQueryBody) {
  return apiFetch(api.markQueries(assignmentId), { method: 'POST', body, schema: studentMarkQuerySchema });
}

export function useCreateMarkQuery(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMarkQueryBody) => createMarkQuery(assignmentId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: markingKeys.review(assignmentId) }),
    meta: { silentError: true },
  });
}
