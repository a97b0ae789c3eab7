/** POST /api/v2/mafanswers/:id/nocredits: a student's attempt not for credit (left out of totals and statistics), or back. */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type NoCreditBody } from '@markwell/contracts/marking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markingKey } from './query-keys';

export function setNoCredit(assignmentId: number, body: NoCreditBody) {
  return callEndpoint(markingEndpoints.postMafanswersByIdNocredits, {
    params: { id: assignmentId },
    body,
    validate: true,
  });
}

export function useSetNoCredit(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoCreditBody) => setNoCredit(assignmentId, body),
    onSettled: () => client.invalidateQueries({ queryKey: markingKey }),
  });
}
