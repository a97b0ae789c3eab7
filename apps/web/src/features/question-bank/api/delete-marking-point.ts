/** DELETE /api/v2/questionmafs/:id/makingpoints/:pid: removes a marking point and its machine phrases. */
import { okSchema } from '@markwell/contracts/common';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** Used by the editor's save (components/save-question.ts). */
export function deleteMarkingPoint(questionId: number, pointId: number) {
  return apiFetch(api.questionMafPoint(questionId, pointId), { method: 'DELETE', schema: okSchema });
}
