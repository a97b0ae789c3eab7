/** POST /api/v2/mafanswers/:id/feedback: feedback on one student's whole attempt (versioned: 409 `stale_feedback`). */
import { attemptFeedbackSchema, type AttemptFeedbackBody } from '@markwell/contracts/marking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { markingKey } from './query-keys';

export function saveAttemptFeedback(assignmentId: number, body: AttemptFeedbackBody) {
  return apiFetch(api.attemptFeedback(assignmentId), { method: 'POST', body, schema: attemptFeedbackSchema });
}

export function useSaveAttemptFeedback(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttemptFeedbackBody) => saveAttemptFeedback(assignmentId, body),
    onSettled: () => client.invalidateQueries({ queryKey: markingKey }),
    meta: { silentError: true },
  });
}
