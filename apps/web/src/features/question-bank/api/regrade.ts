/**
 * GET /api/v2/questionmafs/:id/regrade: the dry run of re-marking every answer to bank question :id
 * with today's mark scheme (marks a teacher set by hand are never touched); POST applies exactly
 * that dry run (its fingerprint) in one transaction, telling students whose released marks change.
 */
import { regradePreviewSchema, regradeResultSchema } from '@markwell/contracts/marking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKey, questionBankKeys } from './query-keys';

export function getRegradePreview(questionId: number, signal?: AbortSignal) {
  return apiFetch(api.questionRegrade(questionId), { schema: regradePreviewSchema, signal });
}

export function useRegradePreview(questionId: number) {
  return useQuery({
    queryKey: questionBankKeys.regrade(questionId),
    queryFn: ({ signal }) => getRegradePreview(questionId, signal),
    staleTime: 0,
    meta: { silentError: true },
  });
}

export function useApplyRegrade(questionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fingerprint: string) =>
      apiFetch(api.questionRegrade(questionId), { method: 'POST', body: { fingerprint }, schema: regradeResultSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: questionBankKey }),
    meta: { silentError: true },
  });
}
