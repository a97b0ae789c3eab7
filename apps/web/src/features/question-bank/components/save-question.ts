/**
 * Saving an existing question from the editor: the API has one call per part (question fields,
 * each marking point, the answer structure), so a save is the list of calls that turns what was
 * loaded into what is on screen. New questions go in one POST instead (createQuestionMaf).
 */
import { addMarkingPoint } from '../api/add-marking-point';
import { createAnswerStructure } from '../api/create-answer-structure';
import { deleteAnswerStructure } from '../api/delete-answer-structure';
import { deleteMarkingPoint } from '../api/delete-marking-point';
import { updateAnswerStructure } from '../api/update-answer-structure';
import { updateMarkingPoint } from '../api/update-marking-point';
import { updateQuestionMaf } from '../api/update-question-maf';
import { draftStructure, pointBody, questionFields, type QuestionDraft } from './question-draft';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the marking engine reads of the question's own fields (the curriculum brings its synonyms). */
const markingFields = (d: QuestionDraft) => {
  const { max_marks, marking_type, levels, curricula_id } = questionFields(d);
  return { max_marks, marking_type, levels, curricula_id };
};

/**
 * Sends the differences; resolves to whether the mark scheme changed (points, structure, maximum,
 * levels, curriculum), so the editor can offer the regrade of answers already marked.
 */
export async function saveQuestion(id: number, original: QuestionDraft, draft: QuestionDraft): Promise<boolean> {
  const fields = questionFields(draft);
  if (!same(fields, questionFields(original))) await updateQuestionMaf(id, fields);
  let schemeChanged = !same(markingFields(draft), markingFields(original));

  const kept = new Set(draft.points.map((p) => p.id).filter((pid) => pid !== null));
  for (const p of original.points) {
    if (p.id !== null && !kept.has(p.id)) {
      await deleteMarkingPoint(id, p.id);
      schemeChanged = true;
    }
  }
  const before = new Map(original.points.map((p, i) => [p.id, pointBody(p, i)]));
  for (const [i, p] of draft.points.entries()) {
    const body = pointBody(p, i);
    if (p.id === null) await addMarkingPoint(id, body);
    else if (!same(before.get(p.id), body)) await updateMarkingPoint(id, p.id, body);
    else continue;
    schemeChanged = true;
  }

  const was = draftStructure(original.structure);
  const now = draftStructure(draft.structure);
  if (!same(was, now)) {
    if (now === null) await deleteAnswerStructure(id);
    else if (was === null) await createAnswerStructure(id, now);
    else await updateAnswerStructure(id, now);
    schemeChanged = true;
  }
  return schemeChanged;
}
