/** PATCH /api/v2/mafassignments/:id/email/submit: the student submits their attempt (idempotent); answers freeze. */
import { submittedAttemptSchema, type SubmittedAttempt } from '@markwell/contracts/attempts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { attemptQueryKey } from './query-keys';

export type { SubmittedAttempt };

export function submitAttempt(assignmentId: number): Promise<SubmittedAttempt> {
  return apiFetch(api.submitAttempt(assignmentId), { method: 'PATCH', body: {}, schema: submittedAttemptSchema });
}

export function useSubmitAttempt(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => submitAttempt(assignmentId),
    meta: { silentError: true }, // the submit dialog shows the error
    onSuccess: () => client.invalidateQueries({ queryKey: attemptQueryKey(assignmentId) }),
  });
}
