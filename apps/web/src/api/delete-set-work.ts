/**
 * Deleting a school's assignment by any of its addresses (DELETE /api/v2/mafassignments/:id, or
 * DELETE /api/v2/mocks/:id/assignment for one sitting a mock). Once students have started, the
 * server answers 400 `assignment_started` with the counts: the caller asks, then sends it again
 * with confirm.
 */
import { assignmentStartedSchema } from '@markwell/contracts/assignments';
import { isApiError } from '../lib/api-client';

export type DeleteSetWorkOutcome = { kind: 'deleted' } | { kind: 'started'; started: number; submitted: number };

/** Sends the DELETE, through its endpoint, with the given query. */
export type DeleteSetWorkRequest = (query: { confirm?: 'true' }) => Promise<unknown>;

export async function deleteSetWork(request: DeleteSetWorkRequest, confirm: boolean): Promise<DeleteSetWorkOutcome> {
  const query = { confirm: confirm ? ('true' as const) : undefined };
  try {
    await request(query);
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
