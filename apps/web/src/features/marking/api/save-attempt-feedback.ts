/** POST /api/v2/mafanswers/:id/feedback: feedback on one student's whole attempt (versioned: 409 `stale_feedback`). */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type AttemptFeedbackBody } from '@markwell/contracts/marking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markingKey } from './query-keys';

export function saveAttemptFeedback(assignmentId: number, body: AttemptFeedbackBody) {
  return callEndpoint(markingEndpoints.postMafanswersByIdFeedback, {
    params: { id: assignmentId },
    body,
    validate: true,
  });
}

export function useSaveAttemptFeedback(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AttemptFeedbackBody) => saveAttemptFeedback(assignmentId, body),
    onSettled: () => client.invalidateQueries({ queryKey: markingKey }),
    meta: { silentError: true },
  });
}
