/** GET /api/v2/questionmafs/:id: one question with its marking points and answer structure (teachers and staff). */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type QuestionMafDetail } from '@markwell/contracts/questions';
import { useQuery } from '@tanstack/react-query';
import { questionBankKeys } from './query-keys';

export type { QuestionMafDetail };

/** `id` 0 (an unreadable address) asks nothing. */
export function useQuestionMaf(id: number) {
  return useQuery({
    queryKey: questionBankKeys.detail(id),
    queryFn: ({ signal }) =>
      callEndpoint(questionsEndpoints.getQuestionmafsById, { params: { id }, validate: true, signal }),
    enabled: id > 0,
  });
}
