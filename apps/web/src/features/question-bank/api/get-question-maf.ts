/** GET /api/v2/questionmafs/:id: one question with its marking points and answer structure (teachers and staff). */
import { questionMafDetailSchema, type QuestionMafDetail } from '@markwell/contracts/questions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKeys } from './query-keys';

export type { QuestionMafDetail };

/** `id` 0 (an unreadable address) asks nothing. */
export function useQuestionMaf(id: number) {
  return useQuery({
    queryKey: questionBankKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(api.questionMaf(id), { schema: questionMafDetailSchema, signal }),
    enabled: id > 0,
  });
}
