/** DELETE /api/v2/questions/:id/structure: the question goes back to free text. */
import { okSchema } from '@markwell/contracts/common';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** Used by the editor's save (components/save-question.ts). */
export function deleteAnswerStructure(questionId: number) {
  return apiFetch(api.questionStructure(questionId), { method: 'DELETE', schema: okSchema });
}
