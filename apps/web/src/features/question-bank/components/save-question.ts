/**
 * Saving an existing question from the editor: one request (PUT /questionmafs/:id/scheme) with the
 * question's fields that changed, every marking point in order (saved ones by id) and the answer
 * structure, which the server writes in one transaction. New questions go in one POST instead
 * (createQuestionMaf).
 */
import { saveMarkScheme, type SaveMarkSchemeBody } from '../api/save-mark-scheme';
import { draftStructure, questionFields, type QuestionDraft } from './question-draft';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The request that turns what was loaded (`original`) into what is on screen (`draft`). */
export function schemeBody(original: QuestionDraft, draft: QuestionDraft): SaveMarkSchemeBody {
  const fields = questionFields(draft);
  return {
    ...(same(fields, questionFields(original)) ? {} : { question: fields }),
    marking_points: draft.points.map((p) => ({
      ...(p.id === null ? {} : { id: p.id }),
      text: p.text.trim(),
      marks: Number(p.marks),
      phrases: p.phrases,
    })),
    structure: draftStructure(draft.structure),
  };
}

/**
 * Saves the draft; resolves to whether the mark scheme changed as the engine reads it (points,
 * structure, maximum, levels, the curriculum's synonyms, the question's words), so the editor can
 * offer the regrade of answers already marked.
 */
export async function saveQuestion(id: number, original: QuestionDraft, draft: QuestionDraft): Promise<boolean> {
  return (await saveMarkScheme(id, schemeBody(original, draft))).scheme_changed;
}
