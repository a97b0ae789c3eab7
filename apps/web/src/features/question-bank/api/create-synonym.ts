/** POST /api/v2/mafsynonyms: a new synonym set; the server stores it cleaned (lowercase, single spaces). */
import { synonymSchema, type Synonym } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKey } from './query-keys';

export interface SynonymBody {
  text: string;
  curricula_id: number | null;
}

export function createSynonym(body: SynonymBody): Promise<Synonym> {
  return apiFetch(api.mafSynonyms, { method: 'POST', body, schema: synonymSchema });
}

export function useCreateSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSynonym,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
