/** POST /api/v2/questionmafs/:id/makingpoints: adds a marking point (the legacy path says "making"). */
import { markingPointSchema, type MarkingPoint, type MarkingPointBody } from '@markwell/contracts/questions';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

/** Used by the editor's save (components/save-question.ts). */
export function addMarkingPoint(questionId: number, body: MarkingPointBody): Promise<MarkingPoint> {
  return apiFetch(api.questionMafPoints(questionId), { method: 'POST', body, schema: markingPointSchema });
}
