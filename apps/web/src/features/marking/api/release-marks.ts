/**
 * POST /api/v2/mafanswers/:id/finishes releases assignment :id's marks to its students (409
 * `work_still_open` while students can still sit it, `answers_need_review` while answers still need review,
 * unless `confirm`; `show_scheme` shows the mark scheme at once); POST …/unreleases takes them back.
 */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import { releaseConfirmProblemSchema, type ReleaseConfirmProblem } from '@markwell/contracts/marking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { isApiError } from '../../../lib/api-client';
import { markingKey } from './query-keys';

export function releaseMarks(assignmentId: number, confirm: boolean, showScheme = false) {
  return callEndpoint(markingEndpoints.postMafanswersByIdFinishes, {
    params: { id: assignmentId },
    body: confirm ? { confirm: true, ...(showScheme ? { show_scheme: true } : {}) } : {},
    validate: true,
  });
}

export function unreleaseMarks(assignmentId: number) {
  return callEndpoint(markingEndpoints.postMafanswersByIdUnreleases, {
    params: { id: assignmentId },
    body: {},
    validate: true,
  });
}

/** What the server asks to confirm (work still open, answers to review), from its 409; null for any other error. */
export function releaseConfirmOf(error: unknown): ReleaseConfirmProblem | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const parsed = releaseConfirmProblemSchema.safeParse({ ...error.extra, code: error.code, status: error.status });
  return parsed.success ? parsed.data : null;
}

export function useReleaseMarks(assignmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      release,
      confirm = false,
      showScheme = false,
    }: {
      release: boolean;
      confirm?: boolean;
      showScheme?: boolean;
    }) => (release ? releaseMarks(assignmentId, confirm, showScheme) : unreleaseMarks(assignmentId)),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: markingKey }),
        // the teacher's home counts the submissions still waiting for released marks
        client.invalidateQueries({ queryKey: queryKeys.assignmentsToMark }),
      ]),
    meta: { silentError: true },
  });
}
