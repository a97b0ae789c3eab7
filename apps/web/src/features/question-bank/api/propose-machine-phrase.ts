/**
 * POST /api/v2/markingpoints/:id/machines with an answer: a teacher says the answer earns a
 * point the engine missed; the engine picks the answer's phrase and it waits for staff review.
 */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { MachinePhrase } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionBankKeys } from './query-keys';

export function useProposeMachinePhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pointId, answer }: { pointId: number; answer: string }): Promise<MachinePhrase[]> =>
      callEndpoint(questionsEndpoints.postMarkingpointsByIdMachines, {
        params: { id: pointId },
        body: { answer },
        validate: true,
      }),
    // An admin sees the staff review queue too: it must show the new proposal.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankKeys.machineQueueAll() }),
  });
}
