/** PATCH /api/v2/mafsynonyms/:id: edits a synonym set's terms or curriculum scope. */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type Synonym } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionBankKey } from './query-keys';

export function updateSynonym({
  id,
  body,
}: {
  id: number;
  body: { text?: string; curricula_id?: number | null };
}): Promise<Synonym> {
  return callEndpoint(questionsEndpoints.patchMafsynonymsById, { params: { id }, body, validate: true });
}

export function useUpdateSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSynonym,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
