/** DELETE /api/v2/questionmafs/:id/media: removes the question's image and media link. */
import { questionMafDetailSchema, type QuestionMafDetail } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKey } from './query-keys';

export function removeQuestionMedia(id: number): Promise<QuestionMafDetail> {
  return apiFetch(api.questionMafMedia(id), { method: 'DELETE', schema: questionMafDetailSchema });
}

export function useRemoveQuestionMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeQuestionMedia,
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
