/**
 * DELETE /api/v2/mocks/:id/assignment: takes the school's assignment :id off its mock (deleting it
 * as any assignment). Once students started it: 400 `assignment_started`, asked again with confirm.
 * Any other failure is shown as SPEC's "Something went wrong please try again later." (see RemoveMockAssignment).
 */
import { assignmentStartedSchema } from '@markwell/contracts/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { queryKeys } from '../../../api/query-keys';
import { mockKeys } from './query-keys';

export type RemoveMockAssignmentOutcome = { kind: 'removed' } | { kind: 'started'; started: number; submitted: number };

export async function removeMockAssignment(
  assignmentId: number,
  confirm: boolean,
): Promise<RemoveMockAssignmentOutcome> {
  try {
    await apiFetch(api.mockAssignment(assignmentId), {
      method: 'DELETE',
      query: { confirm: confirm ? 'true' : undefined },
    });
    return { kind: 'removed' };
  } catch (error) {
    if (isApiError(error) && error.status === 400 && error.code === 'assignment_started') {
      const started = assignmentStartedSchema.safeParse(error.extra);
      if (started.success)
        return { kind: 'started', started: started.data.started_count, submitted: started.data.submitted_count };
    }
    throw error;
  }
}

export function useRemoveMockAssignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: number; confirm: boolean }) => removeMockAssignment(id, confirm),
    onSuccess: (outcome) => {
      if (outcome.kind === 'removed')
        return Promise.all([
          client.invalidateQueries({ queryKey: mockKeys.all }),
          client.invalidateQueries({ queryKey: queryKeys.assignments }),
        ]);
    },
    meta: { silentError: true },
  });
}
