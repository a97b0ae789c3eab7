/** POST /api/v2/questionmafs/:id/photos (multipart field `file`): the question's image. */
import { questionMafDetailSchema, type QuestionMafDetail } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKey } from './query-keys';

export function uploadQuestionPhoto({ id, file }: { id: number; file: File }): Promise<QuestionMafDetail> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch(api.questionMafPhotos(id), { method: 'POST', formData: form, schema: questionMafDetailSchema });
}

export function useUploadQuestionPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadQuestionPhoto,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
