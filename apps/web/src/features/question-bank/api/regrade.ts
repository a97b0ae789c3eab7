/**
 * GET /api/v2/questionmafs/:id/regrade: the dry run of re-marking every answer to bank question :id
 * with today's mark scheme (marks a teacher set by hand are never touched); POST applies exactly
 * that dry run (its fingerprint) in one transaction, telling students whose released marks change.
 * GET /api/v2/markingpoints/:id/machine/regrade: the same dry run with machine phrase :id accepted
 * (or edited to `phrase`), before anything is stored.
 */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type RegradePreview } from '@markwell/contracts/marking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { questionBankKey, questionBankKeys } from './query-keys';

export type { RegradePreview };

export function getRegradePreview(questionId: number, signal?: AbortSignal) {
  return callEndpoint(markingEndpoints.getQuestionmafsByIdRegrade, {
    params: { id: questionId },
    validate: true,
    signal,
  });
}

export function useRegradePreview(questionId: number) {
  return useQuery({
    queryKey: questionBankKeys.regrade(questionId),
    queryFn: ({ signal }) => getRegradePreview(questionId, signal),
    staleTime: 0,
    meta: { silentError: true },
  });
}

export function getProposalRegrade(machinePhraseId: number, phrase: string, signal?: AbortSignal) {
  return callEndpoint(markingEndpoints.getMarkingpointsByIdMachineRegrade, {
    params: { id: machinePhraseId },
    query: { phrase },
    validate: true,
    signal,
  });
}

/** What accepting machine phrase :id (with this text) would change; nothing is stored. */
export function useProposalRegrade(machinePhraseId: number, phrase: string) {
  return useQuery({
    queryKey: questionBankKeys.proposalRegrade(machinePhraseId, phrase),
    queryFn: ({ signal }) => getProposalRegrade(machinePhraseId, phrase, signal),
    staleTime: 0,
    meta: { silentError: true },
  });
}

export function useApplyRegrade(questionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fingerprint: string) =>
      callEndpoint(markingEndpoints.postQuestionmafsByIdRegrade, {
        params: { id: questionId },
        body: { fingerprint },
        validate: true,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: questionBankKey }),
    meta: { silentError: true },
  });
}
