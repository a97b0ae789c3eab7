/** GET /api/v2/questionmafedits/:id/makingpoints: the editor's view of a question in one answer. */
import { questionEditViewSchema, type QuestionEditView } from '@markwell/contracts/questions';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { questionBankKeys } from './query-keys';

export type { QuestionEditView };

export function getQuestionEditView(id: number, signal?: AbortSignal) {
  return apiFetch(api.questionMafEditView(id), { schema: questionEditViewSchema, signal });
}

export function useQuestionEditView(id: number | null) {
  return useQuery({
    queryKey: questionBankKeys.editView(id ?? 0),
    queryFn: ({ signal }) => getQuestionEditView(id ?? 0, signal),
    enabled: id !== null,
  });
}
