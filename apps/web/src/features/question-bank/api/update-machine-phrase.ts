/** PATCH /api/v2/markingpoints/:id/machine: accept, reject or edit one machine phrase (:id is the phrase). */
import { machinePhraseSchema, type MachinePhrase } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
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
  return apiFetch(api.machinePhrase(id), { method: 'PATCH', body, schema: machinePhraseSchema });
}

export function useUpdateMachinePhrase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMachinePhrase,
    onSettled: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
