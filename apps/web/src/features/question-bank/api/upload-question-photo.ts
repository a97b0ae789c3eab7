/** POST /api/v2/questionmafs/:id/photos (multipart field `file`): the question's image. */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type QuestionMafDetail } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionBankKey } from './query-keys';

export function uploadQuestionPhoto({ id, file }: { id: number; file: File }): Promise<QuestionMafDetail> {
  const form = new FormData();
  form.append('file', file, file.name);
  return callEndpoint(questionsEndpoints.postQuestionmafsByIdPhotos, {
    params: { id },
    formData: form,
    validate: true,
  });
}

export function useUploadQuestionPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadQuestionPhoto,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
