/** PATCH /api/v2/questions/:id/structure: replaces the question's answer structure. */
import { answerStructureResponseSchema, type AnswerStructureBody } from '@markwell/contracts/questions';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** Used by the editor's save (components/save-question.ts). */
export function updateAnswerStructure(questionId: number, body: AnswerStructureBody) {
  return apiFetch(api.questionStructure(questionId), { method: 'PATCH', body, schema: answerStructureResponseSchema });
}
