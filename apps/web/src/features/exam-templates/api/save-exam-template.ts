/** POST /api/v2/examtemplates (new) and PATCH /api/v2/examtemplates/:id (edit): the whole template. */
import {
  examTemplateSchema,
  type CreateExamTemplateBody,
  type TemplateVisibility,
} from '@markwell/contracts/exam-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import type { DraftSection } from '../components/template-draft';
import { examTemplatesKey } from './query-keys';

export type { TemplateVisibility };

/** The builder's form, as it is sent. */
export interface TemplateForm {
  name: string;
  instructions: string;
  curriculaId: number | null;
  courseId: number | null;
  lessonIds: number[];
  timeLimitMinutes: number | null;
  visibility: TemplateVisibility;
  sections: DraftSection[];
}

export function templateBody(form: TemplateForm): CreateExamTemplateBody {
  return {
    name: form.name.trim(),
    instructions: form.instructions.trim() || null,
    // The server names the missing curriculum in its field errors; 0 is never an id.
    curricula_id: form.curriculaId ?? 0,
    course_id: form.courseId,
    lesson_ids: form.lessonIds,
    visibility: form.visibility,
    time_limit_seconds: form.timeLimitMinutes ? Math.round(form.timeLimitMinutes * 60) : null,
    sections: form.sections.map((s) => ({ title: s.title.trim(), question_ids: s.questions.map((q) => q.id) })),
  };
}

export function saveExamTemplate(id: number | null, form: TemplateForm) {
  return apiFetch(id === null ? api.examTemplates : api.examTemplate(id), {
    method: id === null ? 'POST' : 'PATCH',
    body: templateBody(form),
    schema: examTemplateSchema,
  });
}

export function useSaveExamTemplate(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: TemplateForm) => saveExamTemplate(id, form),
    onSuccess: () => client.invalidateQueries({ queryKey: examTemplatesKey }),
    meta: { silentError: true }, // the form shows field errors in place
  });
}
