import { isApiError } from '../../../lib/api-client';

export type FieldErrors = Record<string, string>;

/** Field errors from a zod result (first message per top-level field). */
export function zodFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_form');
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Field errors from an API problem: validation entries ("body.slug") by field, a slug clash
 * on the slug field, anything else under `_form`.
 */
export function apiFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return { _form: 'Something went wrong. Please try again.' };
  const out: FieldErrors = {};
  for (const e of error.errors) {
    const key = e.path.replace(/^(body|querystring|params)\.?/, '').split('.')[0] || '_form';
    out[key] ??= e.message;
  }
  if (error.code === 'slug_taken') out.slug ??= error.detail ?? 'Another page already uses this slug';
  if (Object.keys(out).length === 0 || error.status >= 500) {
    out._form =
      error.status >= 500 ? 'Something went wrong on our side. Please try again.' : (error.detail ?? error.title);
  }
  return out;
}

/** "Meet the Markwell team!" -> "meet-the-markwell-team" (the contracts' slug shape). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

/** '' -> null for the optional text fields the API holds as nullable. */
export const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
