/** GET /api/v2/mafsynonyms: synonym sets; with `curricula`, those that apply to it (global ones included). */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type Synonym } from '@markwell/contracts/questions';
import { useQuery } from '@tanstack/react-query';
import { questionBankKeys } from './query-keys';

export type { Synonym };

export interface SynonymsQuery {
  curricula?: number | undefined;
  query?: string | undefined;
}

export function getSynonyms(query: SynonymsQuery, signal?: AbortSignal) {
  return callEndpoint(questionsEndpoints.getMafsynonyms, {
    query: { curricula: query.curricula, query: query.query || undefined },
    validate: true,
    signal,
  });
}

export function useSynonyms(query: SynonymsQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: questionBankKeys.synonyms(query),
    queryFn: ({ signal }) => getSynonyms(query, signal),
    enabled: options.enabled ?? true,
  });
}
