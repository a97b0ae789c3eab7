/** PATCH /api/v2/mafassignments/:id/emails/:x: e-mail the students (new / reminder / changed) and notify them in the app. */
import { assignmentEmailResultSchema, type AssignmentEmailKind } from '@markwell/contracts/assignments';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export type { AssignmentEmailKind };

export function sendAssignmentEmails(id: number, kind: AssignmentEmailKind) {
  return apiFetch(api.assignmentEmails(id, kind), { method: 'PATCH', body: {}, schema: assignmentEmailResultSchema });
}

export function useSendAssignmentEmails(id: number) {
  return useMutation({
    mutationFn: (kind: AssignmentEmailKind) => sendAssignmentEmails(id, kind),
    meta: { silentError: true }, // the page says what happened next to the buttons
  });
}
