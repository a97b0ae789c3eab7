/**
 * DELETE /api/v2/questionmafs/:id. When exam templates use the question the API answers 400
 * `question_in_use` with the templates; the page shows them and, once confirmed, sends confirm=true.
 */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { questionInUseSchema } from '@markwell/contracts/questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { questionBankKey } from './query-keys';

export function deleteQuestionMaf({ id, confirm }: { id: number; confirm: boolean }) {
  return callEndpoint(questionsEndpoints.deleteQuestionmafsById, {
    params: { id },
    query: confirm ? { confirm: 'true' } : undefined,
    validate: true,
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
