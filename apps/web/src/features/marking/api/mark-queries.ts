/**
 * Students' queries on one marking point of released work ("I did say this"):
 * GET /api/v2/mafanswers/:id/queries (teacher, with the engine's trace),
 * PATCH /api/v2/mafanswers/:id/queries/:rid (teacher: uphold or reject),
 * POST /api/v2/mafanswers/:id/queries (student: ask).
 */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import {
  type CreateMarkQueryBody,
  type DecideMarkQueryBody,
  type MarkQueryWithTrace,
} from '@markwell/contracts/marking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { markingKey, markingKeys } from './query-keys';

export type { MarkQueryWithTrace };

export function getMarkQueries(assignmentId: number, status: 'open' | 'all', signal?: AbortSignal) {
  return callEndpoint(markingEndpoints.getMafanswersByIdQueries, {
    params: { id: assignmentId },
    query: { status },
    validate: true,
    signal,
  });
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
  return callEndpoint(markingEndpoints.patchMafanswersByIdQueriesByRid, {
    params: { id: assignmentId, rid: queryId },
    body,
    validate: true,
  });
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
  return callEndpoint(markingEndpoints.postMafanswersByIdQueries, {
    params: { id: assignmentId },
    body,
    validate: true,
  });
}

export function useCreateMarkQuery(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMarkQueryBody) => createMarkQuery(assignmentId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: markingKeys.review(assignmentId) }),
    meta: { silentError: true },
  });
}
