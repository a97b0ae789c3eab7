/**
 * DELETE /api/v2/mocks/:id/assignment: takes the school's assignment :id off its mock (deleting it
 * as any assignment). Once students started it: 400 `assignment_started`, asked again with confirm.
 * Any other failure is shown as SPEC's "Something went wrong please try again later." (see RemoveMockAssignment).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSetWork } from '../../../api/delete-set-work';
import { mocksEndpoints } from '@markwell/contracts/endpoints/mocks';
import { callEndpoint } from '../../../lib/call-endpoint';
import { queryKeys } from '../../../api/query-keys';
import { mockKeys } from './query-keys';

export const removeMockAssignment = (assignmentId: number, confirm: boolean) =>
  deleteSetWork(
    (query) => callEndpoint(mocksEndpoints.deleteMocksByIdAssignment, { params: { id: assignmentId }, query }),
    confirm,
  );

export function useRemoveMockAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) => removeMockAssignment(id, confirm),
    onSuccess: (outcome) => {
      if (outcome.kind === 'deleted')
        return Promise.all([
          client.invalidateQueries({ queryKey: mockKeys.all }),
          client.invalidateQueries({ queryKey: queryKeys.assignments }),
        ]);
    },
    meta: { silentError: true },
  });
}
