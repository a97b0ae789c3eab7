/** GET /api/v2/questionmafedits/:id/makingpoints: the editor's view of a question in one answer. */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type QuestionEditView } from '@markwell/contracts/questions';
import { useQuery } from '@tanstack/react-query';
import { questionBankKeys } from './query-keys';

export type { QuestionEditView };

export function getQuestionEditView(id: number, signal?: AbortSignal) {
  return callEndpoint(questionsEndpoints.getQuestionmafeditsByIdMakingpoints, {
    params: { id },
    validate: true,
    signal,
  });
}

export function useQuestionEditView(id: number | null) {
  return useQuery({
    queryKey: questionBankKeys.editView(id ?? 0),
    queryFn: ({ signal }) => getQuestionEditView(id ?? 0, signal),
    enabled: id !== null,
  });
}
