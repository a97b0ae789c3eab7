/** DELETE /api/v2/mafsynonyms/:id. */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionBankKey } from './query-keys';

export function deleteSynonym(id: number) {
  return callEndpoint(questionsEndpoints.deleteMafsynonymsById, { params: { id }, validate: true });
}

export function useDeleteSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSynonym,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
