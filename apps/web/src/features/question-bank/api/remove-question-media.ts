/** DELETE /api/v2/questionmafs/:id/media: removes the question's image and media link. */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type QuestionMafDetail } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionBankKey } from './query-keys';

export function removeQuestionMedia(id: number): Promise<QuestionMafDetail> {
  return callEndpoint(questionsEndpoints.deleteQuestionmafsByIdMedia, { params: { id }, validate: true });
}

export function useRemoveQuestionMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeQuestionMedia,
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
