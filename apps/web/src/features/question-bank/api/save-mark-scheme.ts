/**
 * PUT /api/v2/questionmafs/:id/scheme: saves the question's fields, every marking point and the
 * answer structure in one transaction; answers the question and whether it now marks differently.
 */
import { questionsEndpoints } from '@markwell/contracts/endpoints/questions';
import { callEndpoint } from '../../../lib/call-endpoint';
import { type SaveMarkSchemeBody, type SavedMarkScheme } from '@markwell/contracts/questions';

export type { SaveMarkSchemeBody };

/** Used by the editor's save (components/save-question.ts). */
export function saveMarkScheme(id: number, body: SaveMarkSchemeBody): Promise<SavedMarkScheme> {
  return callEndpoint(questionsEndpoints.putQuestionmafsByIdScheme, { params: { id }, body, validate: true });
}
