/**
 * DELETE /api/v2/mafassignments/:id. Once students have started, the server answers 400
 * `assignment_started` with the counts: shown as a question, then sent again with confirm.
 */
import { assignmentStartedSchema } from '@markwell/contracts/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { assignmentsKey } from './query-keys';

export type DeleteAssignmentOutcome = { kind: 'deleted' } | { kind: 'started'; started: number; submitted: number };

export async function deleteAssignment(id: number, confirm: boolean): Promise<DeleteAssignmentOutcome> {
  try {
    await apiFetch(api.assignment(id), { method: 'DELETE', query: { confirm: confirm ? 'true' : undefined } });
    return { kind: 'deleted' };
  } catch (error) {
    if (isApiError(error) && error.status === 400 && error.code === 'assignment_started') {
      const started = assignmentStartedSchema.safeParse(error.extra);
      if (started.success)
        return { kind: 'started', started: started.data.started_count, submitted: started.data.submitted_count };
    }
    throw error;
  }
}

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
