/** POST /api/v2/mafanswers/:id/nocredits: a student's attempt not for credit (left out of totals and statistics), or back. */
import { noCreditResultSchema, type NoCreditBody } from '@markwell/contracts/marking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { markingKey } from './query-keys';

export function setNoCredit(assignmentId: number, body: NoCreditBody) {
  return apiFetch(api.noCredit(assignmentId), { method: 'POST', body, schema: noCreditResultSchema });
}

export function useSetNoCredit(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoCreditBody) => setNoCredit(assignmentId, body),
    onSettled: () => client.invalidateQueries({ queryKey: markingKey }),
  });
}
