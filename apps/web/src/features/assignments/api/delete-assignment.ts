/**
 * DELETE /api/v2/mafassignments/:id. Once students have started, the server answers 400
 * `assignment_started` with the counts: shown as a question, then sent again with confirm.
 */
import { assignmentsEndpoints } from '@markwell/contracts/endpoints/assignments';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSetWork, type DeleteSetWorkOutcome } from '../../../api/delete-set-work';
import { assignmentsKey } from './query-keys';

export type DeleteAssignmentOutcome = DeleteSetWorkOutcome;

export const deleteAssignment = (id: number, confirm: boolean) =>
  deleteSetWork(
    (query) => callEndpoint(assignmentsEndpoints.deleteMafassignmentsById, { params: { id }, query }),
    confirm,
  );

export function useDeleteAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) => deleteAssignment(id, confirm),
    onSuccess: (outcome) => {
      if (outcome.kind === 'deleted') return client.invalidateQueries({ queryKey: assignmentsKey });
    },
    meta: { silentError: true },
  });
}
