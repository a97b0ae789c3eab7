/** PATCH /api/v2/mafassignments/:id/emails/:x: e-mail the students (new / reminder / changed) and notify them in the app. */
import { assignmentsEndpoints } from '@markwell/contracts/endpoints/assignments';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type AssignmentEmailKind } from '@markwell/contracts/assignments';
import { useMutation } from '@tanstack/react-query';

export type { AssignmentEmailKind };

export function sendAssignmentEmails(id: number, kind: AssignmentEmailKind) {
  return callEndpoint(assignmentsEndpoints.patchMafassignmentsByIdEmailsByX, {
    params: { id, x: kind },
    body: {},
    validate: true,
  });
}

export function useSendAssignmentEmails(id: number) {
  return useMutation({
    mutationFn: (kind: AssignmentEmailKind) => sendAssignmentEmails(id, kind),
    meta: { silentError: true }, // the page says what happened next to the buttons
  });
}
