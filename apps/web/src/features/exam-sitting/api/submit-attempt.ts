/** PATCH /api/v2/mafassignments/:id/email/submit: the student submits their attempt (idempotent); answers freeze. */
import { attemptsEndpoints } from '@markwell/contracts/endpoints/attempts';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type SubmittedAttempt } from '@markwell/contracts/attempts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attemptQueryKey } from './query-keys';

export type { SubmittedAttempt };

export function submitAttempt(assignmentId: number): Promise<SubmittedAttempt> {
  return callEndpoint(attemptsEndpoints.patchMafassignmentsByIdEmailSubmit, {
    params: { id: assignmentId },
    body: {},
    validate: true,
  });
}

export function useSubmitAttempt(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => submitAttempt(assignmentId),
    meta: { silentError: true }, // the submit dialog shows the error
    onSuccess: () => client.invalidateQueries({ queryKey: attemptQueryKey(assignmentId) }),
  });
}
