/**
 * DELETE /api/v2/questionmafs/:id. When exam templates use the question the API answers 400
 * `question_in_use` with the templates; the page shows them and, once confirmed, sends confirm=true.
 */
import { okSchema } from '@markwell/contracts/common';
import { questionInUseSchema } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKey } from './query-keys';

export function deleteQuestionMaf({ id, confirm }: { id: number; confirm: boolean }) {
  return apiFetch(api.questionMaf(id), {
    method: 'DELETE',
    query: confirm ? { confirm: 'true' } : undefined,
    schema: okSchema,
  });
}

/** The exam templates that use the question, when the error says so; null for any other error. */
export function templatesInUse(error: unknown): { id: number; name: string }[] | null {
  if (!isApiError(error) || error.code !== 'question_in_use') return null;
  const parsed = questionInUseSchema.safeParse(error.extra);
  return parsed.success ? parsed.data.templates : [];
}

export function useDeleteQuestionMaf() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestionMaf,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: questionBankKey }),
  });
}
