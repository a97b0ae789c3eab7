/** POST /api/v2/questions/:id/structures: gives a question its answer structure (409 when it has one). */
import { answerStructureResponseSchema, type AnswerStructureBody } from '@markwell/contracts/questions';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** Used by the editor's save (components/save-question.ts). */
export function createAnswerStructure(questionId: number, body: AnswerStructureBody) {
  return apiFetch(api.questionStructures(questionId), { method: 'POST', body, schema: answerStructureResponseSchema });
}
