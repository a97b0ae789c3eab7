import { errorMessage, isApiError } from '../../../lib/api-client';

export type FieldErrors = Record<string, string>;

/** Which form field an API error code belongs to (the rest go above the form). */
const CODE_FIELD: Record<string, string> = {
  email_taken: 'email',
  class_name_taken: 'name',
  curriculum_not_subscribed: 'curriculaIds',
  qualification_invalid: 'qualificationId',
  teacher_invalid: 'teacherIds',
  class_invalid: 'groupIds',
};

/**
 * Splits an API error into messages per form field: validation entries ("body.email") by
 * field, known codes on their field, anything else under `_form`.
 */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || error.status >= 500 || error.status === 0) return { _form: errorMessage(error) };
  const out: FieldErrors = {};
  for (const e of error.errors) {
    const key = e.path.replace(/^(body|querystring|params)\.?/, '').split('.')[0] || '_form';
    out[key] ??= e.message;
  }
  const field = CODE_FIELD[error.code];
  if (field) out[field] ??= error.detail ?? error.title;
  if (Object.keys(out).length === 0) out._form = errorMessage(error);
  return out;
}
