/**
 * POST /api/v2/questionmafs/:id/try: the server marks a sample answer exactly as it will mark
 * students' answers (with the synonyms and accepted machine phrases the browser does not have).
 */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type MarkResultBody } from '@markwell/contracts/questions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { questionBankKeys } from './query-keys';

export type { MarkResultBody };

/** Marks `answer` (already debounced by the caller); nothing is asked for a blank answer. */
export function useTryAnswer(id: number, answer: string) {
  const trimmed = answer.trim();
  return useQuery({
    queryKey: questionBankKeys.tryAnswer(id, trimmed),
    queryFn: ({ signal }) =>
      callEndpoint(questionsEndpoints.postQuestionmafsByIdTry, {
        params: { id },
        body: { answer: trimmed },
        validate: true,
        signal,
      }),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
