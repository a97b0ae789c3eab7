/**
 * GET /api/v2/mafanswers/:id: opens (or resumes) the student's attempt at assignment :id with its
 * questions (nothing of the mark scheme) and saved answers. Also measures the offset between the
 * server's clock and this device's, so the timer runs on server time.
 */
import { attemptsEndpoints } from '@markwell/contracts/endpoints/attempts';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type AttemptView } from '@markwell/contracts/attempts';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { clockOffset } from '../lib/exam-clock';
import { attemptQueryKey } from './query-keys';

export type { AttemptView };

export interface LoadedAttempt {
  view: AttemptView;
  /** Server clock minus device clock, ms. */
  offset: number;
}

export async function getAttempt(assignmentId: number, signal?: AbortSignal): Promise<LoadedAttempt> {
  const startedAt = Date.now();
  const view = await callEndpoint(attemptsEndpoints.getMafanswersById, {
    params: { id: assignmentId },
    validate: true,
    signal,
  });
  return { view, offset: clockOffset(view.attempt.server_time, Date.now(), startedAt) };
}

export function useAttempt(assignmentId: number) {
  return useQuery({
    queryKey: attemptQueryKey(assignmentId),
    queryFn: ({ signal }) => getAttempt(assignmentId, signal),
    // The screen holds the answers being typed: a background refetch must not reset them.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // A 4xx (not open yet, not yours) will not change on retry.
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    meta: { silentError: true }, // the page shows the error in place of the exam
  });
}
