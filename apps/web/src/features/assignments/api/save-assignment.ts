/** POST /api/v2/mafassignments (set a template) and PATCH /api/v2/mafassignments/:id (change it). */
import { assignmentsEndpoints } from '@markwell/contracts/endpoints/assignments';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CreateAssignmentBody, type UpdateAssignmentBody } from '@markwell/contracts/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignmentsKey } from './query-keys';

export function createAssignment(body: CreateAssignmentBody) {
  return callEndpoint(assignmentsEndpoints.postMafassignments, { body, validate: true });
}

export function updateAssignment(id: number, body: UpdateAssignmentBody) {
  return callEndpoint(assignmentsEndpoints.patchMafassignmentsById, { params: { id }, body, validate: true });
}

export function useSaveAssignment(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssignmentBody) => {
      if (id === null) return createAssignment(body);
      const { template_id: _template, notify: _notify, ...change } = body;
      return updateAssignment(id, change);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: assignmentsKey }),
    meta: { silentError: true }, // the form shows the field errors in place
  });
}
