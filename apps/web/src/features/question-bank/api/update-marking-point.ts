/** PATCH /api/v2/questionmafs/:id/makingpoints/:pid: edits a marking point (text, marks, phrases, position). */
import { markingPointSchema, type MarkingPoint, type UpdateMarkingPointBody } from '@markwell/contracts/questions';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** Used by the editor's save (components/save-question.ts). */
export function updateMarkingPoint(
  questionId: number,
  pointId: number,
  body: UpdateMarkingPointBody,
): Promise<MarkingPoint> {
  return apiFetch(api.questionMafPoint(questionId, pointId), { method: 'PATCH', body, schema: markingPointSchema });
}
