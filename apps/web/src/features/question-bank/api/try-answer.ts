/**
 * POST /api/v2/questionmafs/:id/try: the server marks a sample answer exactly as it will mark
 * students' answers (with the synonyms and accepted machine phrases the browser does not have).
 */
import { markResultSchema, type MarkResultBody } from '@markwell/contracts/questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKeys } from './query-keys';

export type { MarkResultBody };

/** Marks `answer` (already debounced by the caller); nothing is asked for a blank answer. */
export function useTryAnswer(id: number, answer: string) {
  const trimmed = answer.trim();
  return useQuery({
    queryKey: questionBankKeys.tryAnswer(id, trimmed),
    queryFn: ({ signal }) =>
      apiFetch(api.questionMafTry(id), { method: 'POST', body: { answer: trimmed }, schema: markResultSchema, signal }),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
