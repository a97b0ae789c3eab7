/**
 * POST /api/v2/markingpoints/:id/machines with an answer: a teacher says the answer earns a
 * point the engine missed; the engine picks the answer's phrase and it waits for staff review.
 */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { pathOf } from '../../../lib/call-endpoint';
import { machinePhraseSchema, type MachinePhrase } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { questionBankKeys } from './query-keys';

export function useProposeMachinePhrase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pointId, answer }: { pointId: number; answer: string }): Promise<MachinePhrase[]> =>
      apiFetch(pathOf(questionsEndpoints.patchMarkingpointsByIdMachines.path, { id: pointId }), {
        method: 'POST',
        body: { answer },
        schema: z.array(machinePhraseSchema),
      }),
    // An admin sees the staff review queue too: it must show the new proposal.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankKeys.machineQueueAll() }),
  });
}
