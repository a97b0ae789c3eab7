/**
 * Messages per form field, from a client-side zod check or from an API problem. `_form` holds
 * what belongs to no field (shown above the form).
 */
import { errorMessage, isApiError } from './api-client';

export type FieldErrors = Record<string, string>;

/** Field errors from a zod result (the first message per top-level field). */
export function zodFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_form');
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Field errors from an API problem: validation entries ("body.email") on their field, an error
 * code listed in `codeFields` (code -> field, e.g. `{ slug_taken: 'slug' }`) on that field,
 * anything else under `_form`. A server failure or a lost connection is one `_form` message.
 */
export function apiFieldErrors(error: unknown, codeFields: Readonly<Record<string, string>> = {}): FieldErrors {
  if (!isApiError(error) || error.status >= 500 || error.status === 0) return { _form: errorMessage(error) };
  const out: FieldErrors = {};
  for (const e of error.errors) {
    const key = e.path.replace(/^(body|querystring|params)\.?/, '').split('.')[0] || '_form';
    out[key] ??= e.message;
  }
  const field = codeFields[error.code];
  if (field) out[field] ??= error.detail ?? error.title;
  if (Object.keys(out).length === 0) out._form = errorMessage(error);
  return out;
}
