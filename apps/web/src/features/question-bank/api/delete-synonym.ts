/** DELETE /api/v2/mafsynonyms/:id. */
import { okSchema } from '@markwell/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKey } from './query-keys';

export function deleteSynonym(id: number) {
  return apiFetch(api.mafSynonym(id), { method: 'DELETE', schema: okSchema });
}

export function useDeleteSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSynonym,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
