/**
 * POST /api/v2/examtemplates (new) and PATCH /api/v2/examtemplates/:id (edit): the whole template.
 * Content staff's central templates save through POST /api/v2/centrals/examtemplates and
 * PATCH /api/v2/centrals/:id/examtemplate, without a visibility: a central template is always public.
 */
import { type CreateExamTemplateBody, type TemplateVisibility } from '@markwell/contracts/exam-templates';
import { examTemplatesEndpoints } from '@markwell/contracts/endpoints/exam-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
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

/** Whose template the builder saves: a teacher's (of their school) or a central one (content staff). */
export type TemplateOwner = 'school' | 'central';

export function templateBody(form: TemplateForm, owner: TemplateOwner = 'school'): CreateExamTemplateBody {
  const body: CreateExamTemplateBody = {
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
  if (owner === 'central') delete body.visibility;
  return body;
}

export function saveExamTemplate(id: number | null, form: TemplateForm, owner: TemplateOwner = 'school') {
  const body = templateBody(form, owner);
  const e = examTemplatesEndpoints;
  if (owner === 'central')
    return id === null
      ? callEndpoint(e.postCentralsExamtemplates, { body, validate: true })
      : callEndpoint(e.patchCentralsByIdExamtemplate, { params: { id }, body, validate: true });
  return id === null
    ? callEndpoint(e.postExamtemplates, { body, validate: true })
    : callEndpoint(e.patchExamtemplatesById, { params: { id }, body, validate: true });
}

export function useSaveExamTemplate(id: number | null, owner: TemplateOwner = 'school') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: TemplateForm) => saveExamTemplate(id, form, owner),
    onSuccess: () => client.invalidateQueries({ queryKey: examTemplatesKey }),
    meta: { silentError: true }, // the form shows field errors in place
  });
}
