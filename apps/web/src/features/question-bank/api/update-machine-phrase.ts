/** PATCH /api/v2/markingpoints/:id/machine: accept, reject or edit one machine phrase (:id is the phrase). */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type MachinePhrase } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionBankKey } from './query-keys';

export interface UpdateMachinePhraseBody {
  status?: 'accepted' | 'rejected';
  phrase?: string;
}

export function updateMachinePhrase({
  id,
  body,
}: {
  id: number;
  body: UpdateMachinePhraseBody;
}): Promise<MachinePhrase> {
  return callEndpoint(questionsEndpoints.patchMarkingpointsByIdMachine, { params: { id }, body, validate: true });
}

export function useUpdateMachinePhrase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMachinePhrase,
    onSettled: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
