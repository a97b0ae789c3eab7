/** PATCH /api/v2/mafsynonyms/:id: edits a synonym set's terms or curriculum scope. */
import { synonymSchema, type Synonym } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKey } from './query-keys';

export function updateSynonym({
  id,
  body,
}: {
  id: number;
  body: { text?: string; curricula_id?: number | null };
}): Promise<Synonym> {
  return apiFetch(api.mafSynonym(id), { method: 'PATCH', body, schema: synonymSchema });
}

export function useUpdateSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSynonym,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
