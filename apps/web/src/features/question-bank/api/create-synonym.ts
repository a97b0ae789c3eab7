/** POST /api/v2/mafsynonyms: a new synonym set; the server stores it cleaned (lowercase, single spaces). */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type Synonym } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionBankKey } from './query-keys';

export interface SynonymBody {
  text: string;
  curricula_id: number | null;
}

export function createSynonym(body: SynonymBody): Promise<Synonym> {
  return callEndpoint(questionsEndpoints.postMafsynonyms, { body, validate: true });
}

export function useCreateSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSynonym,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
