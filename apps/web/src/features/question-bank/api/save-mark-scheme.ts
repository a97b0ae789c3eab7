/**
 * PUT /api/v2/questionmafs/:id/scheme: saves the question's fields, every marking point and the
 * answer structure in one transaction; answers the question and whether it now marks differently.
 */
import { savedMarkSchemeSchema, type SaveMarkSchemeBody, type SavedMarkScheme } from '@markwell/contracts/questions';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export type { SaveMarkSchemeBody };

/** Used by the editor's save (components/save-question.ts). */
export function saveMarkScheme(id: number, body: SaveMarkSchemeBody): Promise<SavedMarkScheme> {
  return apiFetch(api.questionMafScheme(id), { method: 'PUT', body, schema: savedMarkSchemeSchema });
}
