/** PATCH /api/v2/questionmafs/:id: edit the question's own fields (text, links, marks, levels, media link). */
import {
  questionMafDetailSchema,
  type QuestionMafDetail,
  type UpdateMafQuestionBody,
} from '@markwell/contracts/questions';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export type { UpdateMafQuestionBody };

/** Used by the editor's save (components/save-question.ts), which runs several calls in a row. */
export function updateQuestionMaf(id: number, body: UpdateMafQuestionBody): Promise<QuestionMafDetail> {
  return apiFetch(api.questionMaf(id), { method: 'PATCH', body, schema: questionMafDetailSchema });
}
