/** GET /api/v2/mafsynonyms: synonym sets; with `curricula`, those that apply to it (global ones included). */
import { synonymSchema, type Synonym } from '@markwell/contracts/questions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKeys } from './query-keys';

export type { Synonym };

export interface SynonymsQuery {
  curricula?: number | undefined;
  query?: string | undefined;
}

export function getSynonyms(query: SynonymsQuery, signal?: AbortSignal) {
  return apiFetch(api.mafSynonyms, {
    query: { curricula: query.curricula, query: query.query || undefined },
    schema: z.array(synonymSchema),
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
