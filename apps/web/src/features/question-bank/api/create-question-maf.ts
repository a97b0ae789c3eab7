/** POST /api/v2/questionmafs: a new question with its marking points and answer structure, in one go. */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type CreateMafQuestionBody, type QuestionMafDetail } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionBankKey } from './query-keys';

export type { CreateMafQuestionBody };

export function createQuestionMaf(body: CreateMafQuestionBody): Promise<QuestionMafDetail> {
  return callEndpoint(questionsEndpoints.postQuestionmafs, { body, validate: true });
}

export function useCreateQuestionMaf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createQuestionMaf,
    // The editor shows validation problems next to the form.
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
