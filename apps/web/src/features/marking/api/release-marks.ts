/**
 * POST /api/v2/mafanswers/:id/finishes releases assignment :id's marks to its students (409
 * `answers_need_review` while answers still need review, unless `confirm`); POST …/unreleases takes them back.
 */
import { needsReviewProblemSchema, releaseResultSchema } from '@markwell/contracts/marking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { markingKey } from './query-keys';

export function releaseMarks(assignmentId: number, confirm: boolean) {
  return apiFetch(api.releaseMarks(assignmentId), {
    method: 'POST',
    body: confirm ? { confirm: true } : {},
    schema: releaseResultSchema,
  });
}

export function unreleaseMarks(assignmentId: number) {
  return apiFetch(api.unreleaseMarks(assignmentId), { method: 'POST', body: {}, schema: releaseResultSchema });
}

/** How many answers still need review, from a 409 `answers_need_review`; null for any other error. */
export function needsReviewCount(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = needsReviewProblemSchema.safeParse(error.extra);
  return parsed.success ? parsed.data.needs_review : null;
}

export function useReleaseMarks(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ release, confirm = false }: { release: boolean; confirm?: boolean }) =>
      release ? releaseMarks(assignmentId, confirm) : unreleaseMarks(assignmentId),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: markingKey }),
        // the teacher's home counts the submissions still waiting for released marks
        client.invalidateQueries({ queryKey: queryKeys.assignmentsToMark }),
      ]),
    meta: { silentError: true },
  });
}
